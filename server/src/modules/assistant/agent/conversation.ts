import type { ComplaintKind } from './complaints.ts';
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

type Pair = readonly [en: string, tl: string];

/** What the store sees of the order, said only where it bears on the complaint. */
const ORDER_FACT: Partial<Record<ComplaintKind, (o: CustomerOrder) => Pair | null>> = {
  // A damaged or wrong item: the order it came in, so that the team finds it.
  item: (o) =>
    o.status === 'completed' || o.status === 'for_delivery'
      ? [`I've noted your order ${o.transactionNumber}.`, `Naka-note na po ang order ${o.transactionNumber}.`]
      : null,
  late: (o) =>
    o.status === 'for_delivery'
      ? [
          `Your order ${o.transactionNumber} is already with the courier.`,
          `Nasa courier na po ang order ${o.transactionNumber}.`,
        ]
      : o.status === 'pending'
        ? [
            `Your order ${o.transactionNumber} has not shipped yet.`,
            `Hindi pa po naipapadala ang order ${o.transactionNumber}.`,
          ]
        : null,
  payment: (o) =>
    o.paymentStatus === 'for_confirmation'
      ? [
          `We have your payment proof for order ${o.transactionNumber}; it is waiting for our confirmation.`,
          `Nasa amin na po ang proof of payment ninyo para sa order ${o.transactionNumber}; hinihintay na lang po ang confirmation namin.`,
        ]
      : o.paymentStatus === 'pay_pending'
        ? [
            `Order ${o.transactionNumber} still shows as unpaid on our side.`,
            `Unpaid pa po ang nakikita namin sa order ${o.transactionNumber}.`,
          ]
        : o.paymentStatus === 'pay_success'
          ? [
              `Order ${o.transactionNumber} shows your payment as received.`,
              `Received na po ang bayad sa order ${o.transactionNumber} sa amin.`,
            ]
          : null,
  cancel: (o) =>
    o.status === 'pending'
      ? [
          `I've noted that you want to cancel order ${o.transactionNumber}.`,
          `Naka-note na po na gusto ninyong i-cancel ang order ${o.transactionNumber}.`,
        ]
      : null,
};

const PHOTO_ONLY: Pair = [
  'Could you send us a photo of the item? A team member will make it right.',
  'Pakisend po ng photo ng item para maayos po ito ng team namin.',
];

/** What the team needs, and who takes over, per kind of complaint. */
const NEXT: Record<ComplaintKind, Pair> = {
  item: [
    'Could you send us a photo of the item and your order number? A team member will make it right.',
    'Pakisend po ng photo ng item at ng order number ninyo para maayos po ito ng team namin.',
  ],
  late: [
    'A team member will check with the courier and update you.',
    'Iche-check po ito ng team namin sa courier at babalikan po namin kayo.',
  ],
  payment: [
    'A team member will check your payment and update your order.',
    'Iche-check po ng team namin ang bayad ninyo at ia-update ang order.',
  ],
  ignored: [
    'Sorry for keeping you waiting. A team member will reply to you now.',
    'Pasensya na po sa paghihintay. Sasagutin na po kayo ng isang team member.',
  ],
  cancel: [
    'A team member will take care of it and get back to you.',
    'Aasikasuhin po ito ng isang team member at babalikan kayo.',
  ],
  other: [
    "I'll let a team member take it from here so we can make it right.",
    'Ipapasa ko po ito sa isang team member para maayos natin agad.',
  ],
};

/**
 * Apologizes, states the one order fact that bears on the complaint (never the payment status of a
 * damaged item), asks for what the team needs, and hands off.
 */
export function writeComplaint(v: Voice, kind: ComplaintKind, order: CustomerOrder | null): Draft {
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
  const fact = order ? ORDER_FACT[kind]?.(order) : null;
  if (fact) lines.push(say(v, fact));
  // With the order noted, the team needs only the photo.
  lines.push(say(v, kind === 'item' && fact ? PHOTO_ONLY : NEXT[kind]));
  return draft(lines.join('\n'));
}

/**
 * Answers with the policy sentences that answer the question (policies.ts chose them); without one,
 * says plainly that a person will confirm rather than pasting something near it.
 */
export function writePolicyAnswer(v: Voice, sentences: readonly string[]): Draft {
  if (sentences.length === 0) {
    return draft(
      say(v, [
        "I don't have that detail here — I'll have a team member confirm it for you.",
        'Wala po akong detalye tungkol dito — ipapa-confirm ko po ito sa isang team member.',
      ]),
    );
  }
  const outro = say(v, ['Anything else I can help with?', 'May iba pa po ba kayong tanong?']);
  return draft([sentences.join(' '), outro].join('\n'));
}
