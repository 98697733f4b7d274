/**
 * What a complaint is about decides what the reply says (issue 25): an item that arrived damaged,
 * wrong or incomplete gets an apology and a request for a photo and the order number, never the
 * payment status; a late order gets where it is; a payment the store has not confirmed gets what the
 * store sees; a customer left waiting gets an apology and a person. Patterns run over `cueText`.
 */

export const COMPLAINT_KINDS = ['payment', 'ignored', 'item', 'cancel', 'late', 'other'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

const PAID =
  /\b(?:i\s+(?:already\s+|have\s+)?paid|ive\s+(?:already\s+)?paid|already\s+paid|paid\s+(?:na|already|via|thru|through|by|using)|nagbayad|nag\s*bayad|nakapagbayad|bayad\s+na|nag\s*pay|(?:sent|send|nag\s*send|nagpadala|nakapagpadala|pinadala)\s+(?:na\s+)?(?:ko\s+)?(?:ako\s+)?(?:ng\s+|the\s+|my\s+)?(?:payment|screenshot|resibo|receipt|proof|deposit\s+slip))\b/;
const NOT_CONFIRMED =
  /\b(?:unpaid|not\s+(?:yet\s+)?(?:paid|confirmed|verified|updated)|still\s+(?:says\s+|shows?\s+)?(?:unpaid|pending|not)|(?:hindi|di)\s+pa\s+(?:rin\s+|din\s+)?(?:bayad|kinukumpirma|nakumpirma|confirmed|na\s*confirm|verified|updated)|pending\s+pa\s+(?:rin|din)|wala\s+pa\s+(?:rin\s+|din\s+)?(?:confirmation|update))\b/;

/** Being left without an answer: "no one is replying", "seen lang", "3 hours waiting for a reply". */
export const IGNORED =
  /\b(?:(?:no\s*one|nobody|walang)\s+(?:is\s+|ang\s+)?(?:answer|repl|respond|sumasagot|sumagot|nagrereply|nag\s*reply|nagrerespond)\w*|(?:hindi|di)\s+(?:\w+\s+){0,2}(?:nagrereply|nag\s*reply|nagrereplay|sumasagot|sinasagot|nagrerespond|replyan|nirereplyan)|(?:waiting|naghihintay|waiting\s+sa)\s+(?:for\s+|sa\s+)?(?:a\s+|your\s+|ng\s+)?(?:reply|response|answer|sagot)|still\s+no\s+(?:reply|response|answer)|(?:seen|seenzone)\s+(?:lang|zone|only)|(?:3rd|third|2nd|second|ilang)\s+(?:time|beses)\s+(?:i\s*m\s+|na\s+(?:ako\s+)?)?(?:asking|nagtatanong|nagmessage|nag\s*message|nagchat)|ignor(?:e|ed|ing)\s+(?:me|my)|dinedeadma|dinedma|deadma)\b/;

const ITEM =
  /\b(?:sira|sirang|nasira|damaged|broken|defective|basag|nabasag|crushed|durog|nadurog|yupi|dented|punit|ripped|torn|leak\w*|tumagas|wrong\s+(?:item|size|order|colou?r|flavou?r)|mali(?:ng)?\s+(?:(?:yung|ung|ang|na)\s+)?(?:item|size|order|kulay|flavor|laki|sukat|dumating|binigay|pinadala|padala)|kulang|missing|incomplete|only\s+got|isa\s+lang\s+(?:ang\s+|yung\s+)?dumating|\d+\s+lang\s+(?:ang\s+|yung\s+)?dumating|panis|napanis|spoiled|expired|stale|luma\s+na|soggy|lumambot|malambot\s+na|(?:smell\w*|smelt|tast\w*|naging|already)\s+sour|sour\s+na|maasim\s+na|mabaho|smell\w*\s+(?:bad|sour|weird)|couldnt\s+eat|hindi\s+makain|di\s+makain)\b/;

const LATE =
  /\b(?:late|delayed|delay|ang\s+tagal|sobrang\s+tagal|matagal|too\s+long|so\s+long|took\s+(?:too|so)\s+long|never\s+(?:arrived|came)|hindi\s+(?:pa\s+(?:rin\s+)?)?dumating|di\s+(?:pa\s+(?:rin\s+)?)?dumating|not\s+(?:yet\s+)?(?:arrived|received)|hasnt\s+arrived|havent\s+received|(?:day|araw)\s+\d+\s+(?:na|already)|ika\w*\s+araw\s+na|\d+\s+days?\s+(?:na|already|late)|you\s+said\s+\d|sabi\s+(?:nyo|niyo|ninyo)\s+\d)\b/;

const CANCEL = /\b(?:cancel|icancel|i\s*cancel|kansela|ikansela)\b/;

/** The kind of problem a message reports, or null when it reports none. */
export function complaintKind(cue: string): ComplaintKind | null {
  if (PAID.test(cue) && NOT_CONFIRMED.test(cue)) return 'payment';
  if (IGNORED.test(cue)) return 'ignored';
  if (ITEM.test(cue)) return 'item';
  if (CANCEL.test(cue)) return 'cancel';
  if (LATE.test(cue)) return 'late';
  return null;
}

/** Kinds that are a complaint whatever the tone: a customer rarely reports these calmly for fun. */
export const SERIOUS_KINDS: readonly ComplaintKind[] = ['payment', 'ignored', 'item'];

/** Kinds whose answer needs the customer's order. */
export const NEEDS_ORDER: readonly ComplaintKind[] = ['payment', 'item', 'late', 'cancel'];
