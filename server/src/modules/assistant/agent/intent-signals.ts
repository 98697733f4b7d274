/**
 * Cue patterns for the intent classifier, run over `cueText` (accent-free lowercase, no apostrophes,
 * hyphens as spaces). Each cue carries a weight; an intent's score is the sum of its cues that fire.
 */

export type Cue = readonly [pattern: RegExp, weight: number];

export function cueText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[-_/]/g, ' ')
    .replace(/\b(?:po|ho)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const GREETING: readonly Cue[] = [
  [
    /^(?:hi+|hello+|helo|hey+|hoy|yo|hai|hellow|greetings|good\s+(?:morning|afternoon|evening|day|am|pm)|gud\s+(?:am|pm|morning|eve)|magandang\s+(?:umaga|hapon|gabi|tanghali|araw)|kumusta|kamusta|musta)\b/,
    2,
  ],
  [/\b(?:hi|hello|kumusta|kamusta|good\s+(?:morning|afternoon|evening))\b/, 1],
];

export const THANKS: readonly Cue[] = [
  [/\b(?:thank\s*(?:you|u|s)|thanks|thx|tnx|ty|tysm|salamat|tenkyu|tenks|appreciated?)\b/, 2],
  [
    /^(?:(?:ok(?:ay)?|oki|okie|k|sige|cge|noted|got\s+it|alright|copy|ayos|sure|po|na|then|thanks|salamat)[\s.!,]*)+$/,
    2,
  ],
  [/\b(?:received|natanggap|nareceive|dumating)\s+(?:na|ko\s+na|it|my\s+order|the\s+order|already)\b/, 1],
];

export const PRODUCT: readonly Cue[] = [
  [/\b(?:magkano|how\s+much|hm|hmp|hmf|price|prices|presyo|cost|pricelist|price\s+list)\b/, 2],
  [
    /\b(?:available|avail|availability|in\s+stock|stocks?|meron|mayroon|may\s+\w+\s+(?:ba|pa|kayo)|do\s+you\s+(?:have|sell|carry)|you\s+have|nagbebenta|tinda|paninda|binebenta|benta)\b/,
    1.5,
  ],
  [
    /\b(?:pa\s*order|mag\s*order|pabili|bibili|bumili|gusto\s+ko\s+(?:ng|bumili|umorder|mag\s*order)|can\s+i\s+(?:order|buy|get)|(?:want|would\s+like|wanna|like)\s+to\s+(?:order|buy|get)|id\s+like\s+(?:a|an|the|\d)|i\s+want\s+(?:a|an|the|\d)|kukuha|reserve|pareserve|add\s+to\s+cart|checkout)\b/,
    1.8,
  ],
  [
    /\b(?:size|sizes|sizing|kulay|colou?rs?|flavou?rs?|variants?|xs|small|medium|large|xl|xxl|grams?|servings?)\b/,
    1.2,
  ],
  [
    /\b(?:menu|catalog|catalogue|products|items|recommend|recommendation|suggest|best\s*sellers?|new\s+arrivals?|what\s+do\s+you\s+sell|ano\s+(?:mga\s+)?(?:tinda|paninda|binebenta|products)|pasalubong|gift)\b/,
    1.5,
  ],
];

export const ORDER: readonly Cue[] = [
  [
    /\b(?:my\s+(?:order|orders|package|parcel|items?|purchase|delivery|payment)|orders?\s+ko|order\s+namin|aking\s+order|parcel\s+ko|package\s+ko|padala\s+ko|binili\s+ko|inorder\s+ko|in\s*order\s+ko|na\s*order\s+ko|bayad\s+ko|payment\s+ko)\b/,
    2.2,
  ],
  [
    /\b(?:status|track|tracking|where\s+is|nasaan|asan|saan\s+na|kailan\s+(?:darating|dadating|mad[ei]deliver|ide?deliver|makukuha|ma\s*ship|iship)|when\s+will\s+(?:it|i|my)|arrive|arriving|darating|dadating|dumating|delivered|shipped|na\s*ship|nai\s*ship|out\s+for\s+delivery|rider|eta|update\s+(?:on|sa)|confirm(?:ed)?\s+(?:na|ba|my))\b/,
    1.3,
  ],
  [
    /\b(?:order\s+status|status\s+(?:ng|of)\s+(?:my\s+|the\s+)?order|screenshot\s+(?:ng\s+|of\s+)?(?:bayad|payment)|nakumpirma|kinukumpirma|na\s*confirm\s+na|deposit\s+slip|proof\s+of\s+payment|resibo|receipt|nagbayad|nag\s*bayad|paid\s+na|i\s+(?:have\s+|already\s+)?paid|ive\s+(?:already\s+)?paid|re\s*upload|transaction\s+(?:number|no)|txn|order\s+(?:number|no|#)|sent\s+(?:the\s+|my\s+)?payment|na\s*send\s+ko\s+na)\b/,
    2,
  ],
];

export type PolicyTopic =
  | 'shipping'
  | 'payment'
  | 'cod'
  | 'returns'
  | 'hours'
  | 'location'
  | 'trust'
  | 'general';

export const POLICY: ReadonlyArray<readonly [PolicyTopic, RegExp, number]> = [
  [
    'shipping',
    /\b(?:shipping|ship\s+(?:to|sa|outside|nationwide|abroad)|padala\s+(?:papunta|papuntang|sa|dito|to|hanggang)|papuntang|magkano\s+(?:ang\s+)?(?:padala|delivery)|do\s+you\s+(?:ship|deliver)|deliver\s+(?:to|sa|outside)|nag\s*deliver|nagdedeliver|nagshiship|delivery\s+(?:fee|charge|area|areas|time|days|schedule)|sf|nationwide|provincial|province|probinsya|lalamove|lbc|ninja\s*van|grab\s+express|courier|same\s+day|(?:may\s+)?bayad\s+(?:ba\s+)?(?:ang\s+|sa\s+)?(?:delivery|shipping)|libre\s+(?:ba\s+)?(?:ang\s+)?(?:delivery|shipping)|free\s+(?:delivery|shipping)|how\s+long\s+(?:is|does|will)\s+(?:the\s+)?(?:delivery|shipping)|ilang\s+araw)\b/,
    2,
  ],
  [
    'payment',
    /\b(?:payment\s+(?:methods?|options?|modes?|channels?)|mode\s+of\s+payment|mop|pay\s+(?:via|thru|through|using|with|by)|gcash|maya|paymaya|bank\s+transfer|bpi|bdo|unionbank|credit\s+card|debit\s+card|installment|(?:paano|pano)\s+(?:ba\s+)?(?:magbayad|mag\s*bayad)|how\s+(?:do|can)\s+i\s+pay|saan\s+(?:ba\s+)?(?:magbabayad|magbayad)|tumatanggap|accept)\b/,
    2,
  ],
  ['cod', /\b(?:cod|cash\s+on\s+delivery)\b/, 2],
  [
    'returns',
    /\b(?:return|returns|refunds?|exchange|papalitan|palitan|ipalit|pwede\s+(?:ba\s+|bang\s+)?(?:ibalik|isauli)|refund\s+policy|return\s+policy|warranty)\b/,
    2,
  ],
  [
    'hours',
    /\b(?:open|opening|bukas\s+(?:po\s+)?(?:ba\s+)?kayo|store\s+hours|business\s+hours|anong\s+oras|what\s+time|closing|sarado|schedule\s+(?:nyo|niyo|ninyo))\b/,
    2,
  ],
  [
    'location',
    /\b(?:location|located|address|saan\s+(?:po\s+)?(?:kayo|ang\s+(?:store|shop|location))|where\s+(?:are\s+you|is\s+your\s+(?:store|shop))|pick\s*up|pickup|meet\s*up|branch|physical\s+store|kunin\b.*\b(?:sa\s+inyo|dyan|diyan|sa\s+store|sa\s+shop)|kunin\s+(?:ko\s+)?na\s+lang)\b/,
    2.5,
  ],
  [
    'trust',
    /\b(?:legit|legitimate|scam|scammer|modus|totoo\s+(?:ba|bang)|totoong\s+(?:store|shop|tindahan|seller)|real\s+(?:store|shop|seller|business)|dti|registered|rehistrado|business\s+permit|trusted|trustworthy|mapagkakatiwalaan|reviews?|proof\s+(?:that|na)|patunay)\b/,
    2.5,
  ],
  ['general', /\bpolic(?:y|ies)\b/, 1.5],
];

export const HUMAN: readonly RegExp[] = [
  /\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|the\s+|your\s+)?(?:human|person|real\s+person|agent|staff|admin|owner|manager|someone|representative|tao|seller)\b/,
  /\b(?:real\s+person|live\s+agent|human\s+agent|actual\s+person|customer\s+service\s+(?:rep|representative|agent))\b/,
  /\bmakausap\b/,
  /\bmay\s+tao\s+(?:ba|po)\b/,
  /\btao\s+(?:po\s+)?ba\s+(?:to|ito|kausap)\b/,
  /\b(?:are\s+you\s+a\s+(?:bot|robot)|bot\s+(?:ka|ba)|is\s+this\s+a\s+bot)\b/,
  /\b(?:call\s+me|tawagan\s+(?:mo|nyo|niyo)\s+(?:na\s+lang\s+)?ako|ako\s+(?:ma\s*)?tawagan)\b/,
  /\b(?:ayoko|ayaw\s+ko)\s+(?:sa|ng|makipag\s+usap\s+sa)\s+bot\b/,
  /\b(?:paki|pa)\s*connect\b/,
  /\bi\s+(?:want|need)\s+(?:a|to\s+talk\s+to\s+a)\s+(?:human|person|agent)\b/,
];

/** Problems a customer reports. `STRONG` ones make a complaint even without an angry tone. */
export const PROBLEM =
  /\b(?:sira|sirang|nasira|damaged|broken|defective|basag|nabasag|punit|ripped|torn|wrong\s+(?:item|size|order|colou?r|flavou?r)|mali(?:ng)?\s+(?:(?:yung|ung|ang|na)\s+)?(?:item|size|order|kulay|flavor|dumating|binigay|pinadala|padala)|kulang|missing|incomplete|late|delayed|delay|ang\s+tagal|sobrang\s+tagal|matagal|tagal|never\s+(?:arrived|came|received)|hindi\s+(?:pa\s+(?:rin\s+)?)?(?:dumating|natanggap)|di\s+(?:pa\s+(?:rin\s+)?)?dumating|not\s+(?:yet\s+)?(?:arrived|received)|hasnt\s+arrived|havent\s+received|still\s+(?:no|not|waiting)|wala\s+pa\s+(?:rin|din)|scam|scammer|manloloko|niloko|panis|napanis|spoiled|expired|stale|disappointed|dismayado|nakakadismaya|reklamo|complain|complaint|refund|ibalik\s+(?:ang|yung)\s+pera|money\s+back|worst|terrible|rude|bastos|unacceptable|pangit|mabaho|walang\s+(?:sumasagot|reply|update)|hindi\s+sumasagot|no\s+(?:reply|response|update))\b/;

export const STRONG_PROBLEM =
  /\b(?:sira|sirang|nasira|damaged|broken|defective|basag|nabasag|punit|ripped|torn|wrong\s+(?:item|size|order)|mali(?:ng)?\s+(?:(?:yung|ung|ang|na)\s+)?(?:item|size|order|dumating|binigay|pinadala)|kulang|missing|never\s+(?:arrived|came)|scam|scammer|manloloko|panis|spoiled|refund|money\s+back|ibalik\s+(?:ang|yung)\s+pera)\b/;

/** A question rather than a report: "can I return it if it's damaged?" */
export const QUESTION =
  /\?|^(?:can|could|what|how|is|are|do|does|if|paano|pano|pwede|puwede|pede|ano|saan|kailan|ilan)\b|\bba\b|\bwhat\s+if\b/;
