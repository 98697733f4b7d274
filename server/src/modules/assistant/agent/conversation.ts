import { orderStatusSentence } from './order.ts';
import type { Draft } from './steps.ts';
import type { CustomerOrder } from './types.ts';
import { say, type Voice } from './voice.ts';

/**
 * The conversation agent: greetings, thanks, hand-offs, complaints and store-policy answers. Policy
 * answers quote the merchant's own paragraphs; nothing here invents facts.
 */

const draft = (body: string, standalone = false): Draft => ({
  author: 'conversation',
  body,
  products: [],
  standalone,
});

export function writeGreeting(v: Voice): Draft {
  const named = v.name !== '';
  return draft(
    say(v, {
      friendly: named
        ? [
            'Hi {name}! 😊 Welcome to {store}. How can I help you today?',
            'Hi {name}! 😊 Welcome sa {store}. Ano pong maitutulong namin?',
          ]
        : [
            'Hi! 😊 Welcome to {store}. How can I help you today?',
            'Hi po! 😊 Welcome sa {store}. Ano pong maitutulong namin?',
          ],
      professional: named
        ? [
            'Good day, {name}. Thank you for messaging {store}. How may we help you?',
            'Magandang araw po, {name}. Salamat sa pag-message sa {store}. Paano po namin kayo matutulungan?',
          ]
        : [
            'Good day. Thank you for messaging {store}. How may we help you?',
            'Magandang araw po. Salamat sa pag-message sa {store}. Paano po namin kayo matutulungan?',
          ],
      playful: named
        ? [
            'Hey {name}! ✨ Welcome to {store}! What are you shopping for today?',
            'Hello {name}! ✨ Welcome sa {store}! Ano ang hanap natin today?',
          ]
        : [
            'Hey there! ✨ Welcome to {store}! What are you shopping for today?',
            'Hello po! ✨ Welcome sa {store}! Ano ang hanap natin today?',
          ],
    }),
    true,
  );
}

/** Thanks back; `praise` when the customer praised without thanking ("ang sarap!"). */
export function writeThanks(v: Voice, praise = false): Draft {
  if (praise) {
    return draft(
      say(v, {
        friendly: [
          "Thank you so much, {name}! We're so happy you loved it. 😊",
          'Salamat po, {name}! Natutuwa kami na nagustuhan ninyo. 😊',
        ],
        professional: [
          'Thank you for your kind words, {name}. We are glad you are satisfied.',
          'Salamat po sa magandang feedback, {name}. Natutuwa kaming nasiyahan kayo.',
        ],
        playful: [
          'Yay, thank you {name}! 🥳 That made our day!',
          'Yay, salamat {name}! 🥳 Napasaya niyo kami!',
        ],
      }),
      true,
    );
  }
  return draft(
    say(v, {
      friendly: [
        "You're welcome, {name}! Thank you for shopping with {store}. 😊",
        'Walang anuman po, {name}! Salamat sa pagtangkilik sa {store}. 😊',
      ],
      professional: [
        "You're welcome, {name}. Thank you for choosing {store}.",
        'Walang anuman po, {name}. Salamat sa pagpili sa {store}.',
      ],
      playful: [
        'Anytime, {name}! 💛 Thanks for shopping with {store}!',
        'Walang anuman, {name}! 💛 Salamat sa pag-shop sa {store}!',
      ],
    }),
    true,
  );
}

const HAND_OFF = [
  "I'll let a team member take it from here — they'll reply to you shortly.",
  'Ipapasa ko po ito sa isang team member — sasagutin po nila kayo agad.',
] as const;

export function writeHandOff(v: Voice): Draft {
  return draft(say(v, HAND_OFF));
}

/** Apologizes, states the order's status when the complaint is about one, and hands off. */
export function writeComplaint(v: Voice, order: CustomerOrder | null): Draft {
  const lines = [
    say(v, {
      friendly: [
        "I'm really sorry about this, and I understand how frustrating it is.",
        'Pasensya na po talaga, naiintindihan namin ang inis ninyo.',
      ],
      professional: [
        'We sincerely apologize for the inconvenience.',
        'Humihingi po kami ng paumanhin sa abala.',
      ],
      playful: ["Oh no, I'm so sorry about this! 🙏", 'Naku, sorry po talaga dito! 🙏'],
    }),
  ];
  if (order) lines.push(orderStatusSentence(order, v));
  lines.push(
    say(v, [
      "I'll let a team member take it from here so we can make it right.",
      'Ipapasa ko po ito sa isang team member para maayos natin agad.',
    ]),
  );
  return draft(lines.join('\n'));
}

/** Quotes the merchant's policy paragraphs; without one, promises a person will confirm. */
export function writePolicyAnswer(v: Voice, paragraphs: readonly string[]): Draft {
  if (paragraphs.length === 0) {
    return draft(
      say(v, [
        "Good question — I'll have a team member confirm that for you.",
        'Magandang tanong po — ipapa-confirm ko po ito sa isang team member.',
      ]),
    );
  }
  const intro = say(v, {
    friendly: ['Sure! Here are the details:', 'Sige po! Eto po ang details:'],
    professional: ['Here is our policy:', 'Narito po ang aming patakaran:'],
    playful: ['Got you! 🙌', 'Sige po! 🙌'],
  });
  const outro = say(v, ['Anything else I can help with?', 'May iba pa po ba kayong tanong?']);
  return draft([intro, ...paragraphs, outro].join('\n'));
}
