import { normalize } from './text.ts';

/**
 * The guard: the first agent, run before anything reads the message as an instruction.
 *
 * - abuse: insults and profanity aimed at people, in English and Filipino ("gago", "tanga", "bobo",
 *   "putang ina", "you idiot"), also when disguised ("b0b0", "g@go", "f*ck", "tangaaa"). An angry
 *   customer who complains without insulting ("ang tagal, bwisit!") is not abuse: that is a complaint.
 * - injection: attempts to steer the assistant ("ignore previous instructions", "system prompt",
 *   "you are now...", "reveal your instructions", "set the price to").
 * - out_of_scope: requests that have nothing to do with the store (homework, politics, code...), unless
 *   the message is also about the store.
 *
 * Policy (see the offline orchestrator): abuse gets no suggested reply (reply null) so the merchant
 * decides how to answer; injection and out-of-scope get a polite, fixed decline that never repeats or
 * follows the message.
 */
export type GuardVerdict = 'allow' | 'abuse' | 'injection' | 'out_of_scope';

export interface GuardResult {
  verdict: GuardVerdict;
  matched: string[];
}

/** Insults; each may be elongated ("gagooo"), leet-spelled ("b0b0") or starred ("g*go"). */
const INSULTS = `gago gaga ogag tanga tangahan bobo tarantado tarantada ulol olol ulul inutil kupal
hinayupak punyeta putangina putanginamo tangina taenamo pakyu pakyo pakshet bwakanangina engot shunga
hudas idiot idiots moron morons stupid dumb dumbass bitch bastard asshole retard retarded imbecile
jackass motherfucker cunt dickhead loser`
  .split(/\s+/)
  .filter(Boolean);

const INSULT_PATTERNS: RegExp[] = INSULTS.map((word) => {
  const body = [...word].map((c) => `(?:${c}+|[*#])`).join('');
  return new RegExp(String.raw`(?<![\p{L}\d])${body}(?:ng|ka|mo)?(?![\p{L}\d])`, 'u');
});

const ABUSE_PHRASES: RegExp[] = [
  /\bp+[u*]+t+[a*]+n*g*\s*[i*]+n+a+\b/,
  /\bp+u+t+a+\s+ka\b/,
  /\bhayop\s+(ka|kayo)\b/,
  /\bwalang\s+utak\b/,
  /\b(?:f+[u*]+c+k+|fck|fuk)\s*(?:you|u|off|yourself|kayo|ka)\b/,
  /\bstfu\b/,
  /\bshut\s+up\b/,
  /\bgo\s+to\s+hell\b/,
  /\bpiece\s+of\s+shit\b/,
  /\bson\s+of\s+a\s+bitch\b/,
  /\bmamatay\s+(ka|kayo)\b/,
];

const INJECTION: RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|prompts?|rules|guidelines|programming|system\s+message)\b/,
  /\b(?:system|developer|hidden|initial|original)\s+(?:prompt|message|instructions)\b/,
  /\byour\s+(?:system\s+)?(?:prompt|programming)\b/,
  /\byou\s+are\s+now\b/,
  /\bfrom\s+now\s+on,?\s+(?:you|ikaw|act|respond|answer|reply)\b/,
  /\bact\s+as\s+(?:a|an|my|if)\b/,
  /\bpretend\s+(?:to\s+be|you\s+are|youre|that)\b/,
  /\b(?:jailbreak|jailbroken|developer\s+mode|dan\s+mode|do\s+anything\s+now)\b/,
  /\b(?:reveal|show|print|repeat|leak|tell\s+me)\b.{0,30}\b(?:prompt|system\s+message|configuration|api\s+key)\b/,
  /\b(?:reveal|show|print|repeat|leak)\s+(?:me\s+)?your\s+(?:initial\s+|original\s+|hidden\s+)?instructions\b/,
  /<\|?\s*(?:im_start|im_end|system|endoftext)\s*\|?>/,
  /\[\s*(?:system|inst)\s*\]/,
  /(?:^|\n)\s*(?:system|assistant)\s*:/,
  /###\s*(?:instruction|system)/,
  /\bkalimutan\s+(?:mo|nyo|niyo)\b.{0,30}\b(?:instructions?|utos|rules|sinabi|prompt)\b/,
  /\b(?:huwag|wag)\s+(?:mong|nyong|niyong)\s+sundin\b/,
  /\b(?:set|change|update)\s+(?:the\s+|your\s+|all\s+)?prices?\s+(?:of\s+[\w\s]{1,30}?\s+)?(?:to|into|at)\s+(?:₱|p|php|\d|zero|free)/,
  /\b(?:say|reply|respond|answer)\s+(?:only\s+)?with\s+["']/,
];

const OUT_OF_SCOPE: RegExp[] = [
  /\b(?:homework|assignment|essay|thesis|research\s+paper|takdang\s+aralin|module\s+answers?|quiz|exam\s+answers?)\b/,
  /\b(?:solve|equation|math\s+problem|calculus|algebra|derivative|integral|trigonometry|physics\s+problem)\b/,
  /\b(?:write|gawan|gumawa)\s+(?:me\s+|mo\s+ako\s+(?:ng\s+)?)?(?:a\s+|an\s+|ng\s+)?(?:poem|tula|story|kwento|essay|song|kanta|speech|cover\s+letter|resume)\b/,
  /\b(?:politics|political|politiko|election|eleksyon|halalan|president|presidente|senator|senador|congressman|marcos|duterte|robredo|bbm|leni|vote\s+for|iboboto|iboto)\b/,
  /\b(?:python|javascript|typescript|java\s+(?:code|program)|sql|html|css|php\s+code|c\+\+|coding|programming|algorithm|debug|regex|source\s+code|write\s+(?:a\s+)?(?:code|program|script|function))\b/,
  /\b(?:horoscope|zodiac|lotto|lottery|bitcoin|crypto|stock\s+market|forex|capital\s+of|tell\s+me\s+a\s+joke|meaning\s+of\s+life|translate\s+(?:this|it|these|to|into)|isalin\s+(?:mo|sa))\b/,
  /\b(?:who\s+(?:is|was)\s+the\s+(?:first|current)\s+\w+|sino\s+ang\s+(?:presidente|unang))\b/,
  /\b(?:nba|pba|basketball\s+game|boxing\s+match|movie\s+recommendations?|netflix)\b/,
];

/** Store words that keep a mixed message in scope ("bukod sa homework, magkano yung tee?"). */
const STORE_WORDS =
  /\b(?:order|orders|product|products|item|items|price|presyo|magkano|how\s+much|stock|available|avail|delivery|deliver|shipping|ship|payment|pay|gcash|cod|refund|return|bili|bibili|pabili|buy|store|shop|tindahan|padala|parcel|package|sukli|size|sizes)\b/;

/** Codes that are store business, not programming. */
const STORE_CODES =
  /\b(?:promo|discount|voucher|coupon|referral|qr|zip|postal|tracking|reference)\s+codes?\b/g;

/** Undo the usual disguises: leetspeak digits and symbols, letters spaced out ("g a g o"). */
function unmask(text: string): string {
  const leet: Record<string, string> = {
    '0': 'o',
    '1': 'i',
    '3': 'e',
    '4': 'a',
    '@': 'a',
    $: 's',
    '5': 's',
    '7': 't',
  };
  const mapped = text.replace(/(?<=[\p{L}*#@$])[013457@$]|[013457@$](?=[\p{L}*#@$])/gu, (c) => leet[c] ?? c);
  return mapped.replace(/\b(?:\p{L}[ .]){2,}\p{L}\b/gu, (m) => m.replace(/[ .]/g, ''));
}

export function checkMessage(message: string): GuardResult {
  const text = normalize(message);
  const unmasked = unmask(text);

  const injection = [...INJECTION.flatMap((p) => matchOf(p, text))];
  if (injection.length > 0) return { verdict: 'injection', matched: injection };

  const abuse = [
    ...ABUSE_PHRASES.flatMap((p) => matchOf(p, unmasked)),
    ...INSULT_PATTERNS.flatMap((p) => matchOf(p, unmasked)),
  ].filter((m) => (m.match(/[*#]/g) ?? []).length <= 1);
  if (abuse.length > 0) return { verdict: 'abuse', matched: [...new Set(abuse)] };

  const scoped = text.replace(STORE_CODES, ' ');
  const offTopic = OUT_OF_SCOPE.flatMap((p) => matchOf(p, scoped));
  if (offTopic.length > 0 && !STORE_WORDS.test(scoped)) return { verdict: 'out_of_scope', matched: offTopic };

  return { verdict: 'allow', matched: [] };
}

function matchOf(pattern: RegExp, text: string): string[] {
  const m = text.match(pattern);
  return m ? [m[0].trim()] : [];
}
