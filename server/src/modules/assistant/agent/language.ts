import { words } from './text.ts';

/** en: English; fil: Filipino; taglish: both mixed. */
export type Language = 'en' | 'fil' | 'taglish';

const FILIPINO = new Set(
  `po opo ba ng nang ang mga ko mo na pa yung yun ung naman lang kasi sana pwede puwede pede magkano
  salamat wala walang meron mayroon hindi di saan nasaan asan kailan paano pano ano anong ito iyan
  yan yan sige ako kayo tayo natin namin nyo niyo ninyo talaga din rin nga ulit dumating gusto bili
  bumili pabili bibili padala maganda ganda sarap masarap ngayon bukas kahapon kami sila siya niya
  kanila para sa si sina nung noong mag nag nagbayad magbayad bayad tagal ang sobrang sobra grabe
  kuya ate boss lods sis mars paki pakisend pasend patingin pwedeng kung kapag pag dito doon diyan
  kelan ilan ilang isa dalawa tatlo bakit bat talagang naman eh ah ay daw raw muna agad lahat
  natanggap nasira sira kulang mali pong nyong ninyong tayong kayong`.split(/\s+/),
);

const ENGLISH = new Set(
  `the a an is are was were be been my your you i me we our it its this that these those what where
  when how why which who do does did can could would should will have has had to and or but of for
  with from about please thanks thank hello hi hey yes no not any some there here still yet just
  want need like get got order item items price much many available deliver delivery ship shipping
  payment pay arrive arrived received long late good great`.split(/\s+/),
);

/**
 * A rough language guess from function words. Filipino and Taglish both get a Taglish reply: it reads
 * naturally to Filipino speakers and keeps product names and prices in English.
 */
export function detectLanguage(text: string): Language {
  let fil = 0;
  let en = 0;
  for (const w of words(text)) {
    if (FILIPINO.has(w)) fil++;
    else if (ENGLISH.has(w)) en++;
  }
  if (fil === 0) return 'en';
  const share = fil / (fil + en);
  if (share >= 0.75) return 'fil';
  if (share >= 0.25 || fil >= 2) return 'taglish';
  return 'en';
}
