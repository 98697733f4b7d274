/**
 * Sentiment lexicon: English, Filipino and Taglish words and phrases with a polarity weight
 * (about -3..+3). Written as `word:weight` lists; "_" joins the words of a phrase. Phrases (up to
 * three words) win over their single words.
 */

const POSITIVE_EN = `
good:1.5 great:2 nice:1.5 love:2.5 loved:2.5 loving:2 lovely:2 like:0.3 liked:1.2 awesome:2.5
amazing:2.5 excellent:2.5 perfect:2.5 beautiful:2 pretty:1.2 cute:1.5 happy:2 glad:1.5 satisfied:2
delicious:2.5 yummy:2.5 tasty:2 fresh:1 fast:1.2 quick:1 recommend:1.5 recommended:1.5 best:2
worth:1.5 legit:1.5 thanks:1.5 thank:1.5 thankyou:1.5 ty:1 tysm:2 appreciate:1.5 appreciated:1.5
wonderful:2.5 fantastic:2.5 superb:2.5 cool:1.2 helpful:1.5 comfy:1.5 comfortable:1.5 soft:0.8
sturdy:1 thank_you:2 thank_u:2 well_done:2 on_time:1 as_described:1 five_stars:2.5 5_stars:2.5
highly_recommend:2.5 will_order_again:2.5 order_again:1.5 the_best:2.5 da_best:2.5 goods:1
best_seller:0 best_sellers:0 good_morning:0 good_afternoon:0 good_evening:0 good_day:0 good_night:0 good_am:0 good_pm:0
`;

const POSITIVE_TL = `
salamat:1.5 maraming_salamat:2.5 salamat_po:2 tenkyu:1.5 tenks:1.2 maganda:2 ganda:2 napakaganda:2.5
masarap:2.5 sarap:2.5 napakasarap:3 sulit:2 mabilis:1.2 bilis:1.2 magaling:2 galing:2 ayos:1.5
astig:2 solid:1.5 lupet:2 panalo:2 bet:0.5 gusto:0.3 nagustuhan:2 saya:2 masaya:2 malinis:1 maayos:1.5
mura:1.2 ang_mura:1.5 sana_all:0.5 ok_naman:1 okay_naman:1 goods_naman:1.5 nakakatuwa:2 natuwa:2
babalik_ulit:2 oorder_ulit:2.5 order_ulit:2 swak:1.5 bongga:2 sakto:1.2 tama:0.5
magandang_umaga:0 magandang_hapon:0 magandang_gabi:0 magandang_tanghali:0 magandang_araw:0
`;

const NEGATIVE_EN = `
bad:-1.8 terrible:-2.5 awful:-2.5 horrible:-2.8 worst:-3 poor:-1.8 late:-1.5 delayed:-1.5 delay:-1.2
slow:-1.5 broken:-2 damaged:-2 defective:-2 wrong:-1.5 missing:-1.5 disappointed:-2.5
disappointing:-2.5 angry:-2.5 mad:-2 upset:-2 annoyed:-2 frustrated:-2.5 frustrating:-2.5 scam:-3
scammer:-3 fake:-2 useless:-2.5 rude:-2.2 hate:-2.5 ugly:-2 spoiled:-2.5 stale:-2 expired:-1.8
dirty:-1.8 unacceptable:-2.5 ridiculous:-2 problem:-1.2 issue:-1 complaint:-1.5 complain:-1.5
refund:-0.6 cancel:-0.6 sucks:-2.5 ripped:-2 torn:-2 leaking:-1.8 melted:-1.5 wtf:-2.5 shit:-2.5
fucking:-2 damn:-1.5 ugh:-1.5 sad:-1.8 not_received:-2 never_arrived:-2.8 never_came:-2.8
still_waiting:-1.5 still_not:-1.2 taking_so_long:-2 so_long:-0.8 too_long:-1.8 waste_of_money:-3
no_update:-1.5 not_yet_arrived:-1 hasnt_arrived:-1.5 havent_received:-1.5 refund_policy:0
return_policy:0 no_problem:0.5 no_worries:0.5 math_problem:0 shrank:-1.5 shrunk:-1.5 faded:-1.5
poor_quality:-2.2 low_quality:-2 incomplete:-2 crushed:-2 dented:-1.5 soggy:-1.8 bad_service:-2.5
poor_service:-2.5 only_got:-1.5 couldnt_eat:-2 not_confirmed:-1.2 still_unpaid:-1.5 whats_going_on:-1.2
good_for:0 pls_fix:-1 fix_this:-1.5
`;

const NEGATIVE_TL = `
sira:-2 sirang:-2 nasira:-2 basag:-2 nabasag:-2 punit:-2 pangit:-2 panget:-2 mali:-1.5 maling:-1.5
kulang:-1.5 tagal:-1.5 matagal:-1.5 natagalan:-1.5 bwisit:-2.5 buwisit:-2.5 bwiset:-2.5
nakakainis:-2.5 inis:-2 naiinis:-2.5 badtrip:-2.5 galit:-2.5 nagagalit:-2.5 dismayado:-2.5
nakakadismaya:-2.5 panis:-2.5 napanis:-2.5 mabaho:-2 manloloko:-3 niloko:-2.5 nakakahiya:-1.5
reklamo:-1.5 kawawa:-1.5 ang_tagal:-2 sobrang_tagal:-2.5 hindi_dumating:-2.5 di_dumating:-2.5
hindi_pa_dumating:-1.2 di_pa_dumating:-1.2 pa_rin_dumating:-1.8 pa_din_dumating:-1.8 wala_pa_rin:-1.5 wala_pa_din:-1.5 hanggang_ngayon:-1
walang_kwenta:-3 walang_kuwenta:-3 walang_update:-1.8 walang_sumasagot:-2 hindi_sumasagot:-2
di_sumasagot:-2 walang_reply:-1.8 ang_bagal:-2 bagal:-1.5 mabagal:-1.5 ibalik_ang_pera:-2
ibalik_yung_pera:-2 hayst:-1.5 haist:-1.5 hays:-1.2 nakakaasar:-2.5 asar:-2 sayang:-1.5 lugi:-2 matabang:-1.5 walang_lasa:-2 mahal:-0.8 ang_mahal:-1.2 nagsisisi:-2 kupas:-1.5 lumiit:-1.2
durog:-2 nadurog:-2 yupi:-1.5 lumambot:-1.5 luma_na:-1.5 hindi_makain:-2 di_makain:-2 ano_ba_yan:-1.5
ano_ba_naman:-1.8
gago:-3 gaga:-3 tanga:-3 bobo:-3 tarantado:-3 ulol:-3 inutil:-3 putangina:-3 tangina:-3 punyeta:-3
pakyu:-3 kupal:-3 hinayupak:-3 putang_ina:-3 idiot:-3 idiots:-3 stupid:-2.5 moron:-3 dumb:-2
`;

function parse(list: string): Array<[string, number]> {
  return list
    .trim()
    .split(/\s+/)
    .map((entry) => {
      const at = entry.lastIndexOf(':');
      return [entry.slice(0, at).replace(/_/g, ' '), Number(entry.slice(at + 1))];
    });
}

export const SENTIMENT_LEXICON: ReadonlyMap<string, number> = new Map([
  ...parse(POSITIVE_EN),
  ...parse(POSITIVE_TL),
  ...parse(NEGATIVE_EN),
  ...parse(NEGATIVE_TL),
]);

/**
 * What a word list cannot hold, matched on the whole message (`cueText`): being left without an
 * answer, a paid order still shown unpaid, a promise broken ("you said 1-3 days, it's day 5").
 */
export const PATTERN_CUES: ReadonlyArray<readonly [name: string, weight: number]> = [
  ['ignored', -2.5],
  ['payment', -2.5],
  ['broken promise', -1.5],
];

/** Words about trusting the store: asked as a question ("is this legit? scam ba?") they are not felt. */
export const TRUST_WORDS: ReadonlySet<string> = new Set(['scam', 'scammer', 'legit', 'fake', 'modus']);

/** Words that flip the polarity of what follows (within three words). */
export const NEGATORS: ReadonlySet<string> = new Set(
  `not no never dont doesnt didnt isnt wasnt arent werent cant cannot wont hardly without hindi di wala
  walang ayaw huwag wag`.split(/\s+/),
);

/** Words that make what follows stronger (weight multiplier). */
export const INTENSIFIERS: ReadonlyMap<string, number> = new Map(
  parse(`very:1.4 so:1.3 really:1.3 super:1.5 extremely:1.6 too:1.2 totally:1.3 absolutely:1.4
  sobra:1.5 sobrang:1.5 napaka:1.5 grabe:1.4 talaga:1.2 ang:1.2 ganun:1.1 ganon:1.1 pinaka:1.5 ubod:1.5
  sooo:1.5 soooo:1.6 fucking:1.5 sobrng:1.5`),
);

/** "but", "pero": what follows counts more than what came before. */
export const CONTRASTS: ReadonlySet<string> = new Set(['but', 'pero', 'kaso', 'however', 'though']);

/** Emoji and emoticons with a polarity. */
export const EMOJI: ReadonlyMap<string, number> = new Map(
  parse(`😊:1.5 😀:1.5 😁:1.5 😄:1.5 😃:1.5 🙂:1 😍:2.5 🥰:2.5 😘:1.5 ❤:2 ♥:2 💕:2 💖:2 👍:1.5 👌:1.2
  🙏:0.5 🤩:2.5 💯:1.5 🔥:1 🎉:1.5 🥳:1.5 😋:2 🤤:1.5 😂:0.5 🤣:0.5 :):1.2 :-):1.2 :D:1.5 <3:2 😡:-2.5
  😠:-2 😤:-1.5 👎:-2 😭:-1.2 😢:-1.5 💔:-2 🤬:-3 😞:-1.5 😔:-1.2 🙄:-1.5 😒:-1.5 😩:-1.8 😫:-1.8 😑:-1
  :(:-1.5 :-(:-1.5`),
);
