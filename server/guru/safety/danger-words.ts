// The patterns that say the asker may be in danger, in English, Nepali and Hindi, Devanagari and romanised (the
// pattern language is in ./matcher.ts). Written for recall: a crisis or an emergency reply to an ordinary question
// costs a free answer; a reading given to someone in danger can cost a life. The guards keep the astrology
// questions that share words with danger ("accident yoga", "heart attack risk", "had a stroke last year, will he
// walk again?") from alarming. Tuned on test/fixtures/guru-safety/training.txt only.

/** Kinds of emergency: the reply names the fire brigade when the message is about a fire. */
export type EmergencyKind =
  | "collapse"
  | "unresponsive"
  | "breathing"
  | "choking"
  | "heart"
  | "stroke"
  | "bleeding"
  | "seizure"
  | "fire"
  | "gas"
  | "poisoning"
  | "snakebite"
  | "drowning"
  | "electric"
  | "accident"
  | "burn"
  | "violence"
  | "other";

/**
 * Emergency patterns by kind. `always`: acute whatever else the message says. `unlessPast`: an event also told of
 * the past or asked of the chart ("had an accident"), an emergency unless NOT_HAPPENING_NOW says otherwise.
 * `whenNow`: a bare sign ("chest pain", "bleeding"), an emergency only with a HAPPENING_NOW word as well.
 */
export interface EmergencyPatterns {
  kind: EmergencyKind;
  always?: readonly string[];
  unlessPast?: readonly string[];
  whenNow?: readonly string[];
}

// Shared pieces (written out inside patterns by interpolation).
const I = "(i|im|i am|ive|i have|main|mai|mein|ma|म|मैं|मै)";
const NOT = "(not|no|nt|dont|do not|cant|cannot|wont|never|no longer|dnt|didnt|isnt|doesnt)";
/** Wanting or meaning to: "going to" only with words that cannot be a forecast ("going to end it all"). */
const WANT = "(want|wanna|wish|feel like|going|gonna|planning|plan|ready|decided|thinking|think|tempted)";
const WANT_TO_DIE = "(want|wanna|wish|feel like|ready|decided|tempted|deserve)";
const NP_NOT = "(छैन|छैन्|लाग्दैन|भएन|रहेन|चाहन्न|चाहँदिन|chaina|chhaina|xaina|chaina|lagdaina|bhaena|bhayena|rahena)";
const HI_NO = "(नहीं|नही|नहि|ना|न|nahi|nahin|nhi|nai|na)";
const HI_WANT = "(चाहता|चाहती|चाहते|चाहिए|मन|दिल|इच्छा|chahta|chahti|chahte|chahiye|man|mann|mana|mn|dil|ichha|iccha)";
const LIFE_WORD = "(living|live|life|alive|existing|exist|waking|wake|going on|anything)";
const PERSON =
  "(he|she|they|father|mother|dad|mom|mum|papa|mummy|husband|wife|son|daughter|brother|sister|baby|child|kid|friend|uncle|aunt|grandpa|grandma|grandfather|grandmother|someone|somebody|man|woman|boy|girl|neighbour|neighbor)";

/** Self-harm and suicidal thoughts, said directly or not. */
export const CRISIS_PATTERNS: readonly string[] = [
  // English, direct
  // "Is there a suicide yoga in my chart?" asks the chart, like "accident yoga"; anything more is a crisis.
  "(suicide|suicidal|suicidl|khudkushi|khudkhushi|khudkusi|atmahatya|aatmahatya|aatma hatya|atma hatya) !(yoga|yog|योग|yogas)",
  "(kill|killing|kil|end|ending|finish|finishing|hurt|hurting|harm|harming|cut|cutting|burn|burning|hang|hanging|poison|poisoning|starve) (myself|my self|meself) !(laughing|with|at|working|studying|to|over|for)",
  "(kms|unalive|unaliving|kys)",
  "(end|stop|ending|stopping) ~3 (pain|suffering|misery|agony) ~2 (forever|permanently|for good|once and for all)",
  "(pain|suffering|misery) (to)? (stop|end) (forever|permanently|for good)",
  "self (harm|harming|injury)",
  "(end|ending|take|taking|finish|finishing|over) (my|my own) (life|lyf)",
  "take my own",
  `${WANT_TO_DIE} (to)? (die !(my|his|her|the|it|hair|clothes|cloth)|be dead|disappear|vanish|not exist|stop existing|cease to exist|not be here|sleep forever)`,
  `${WANT} (to)? (end it|end it all|end everything|end things|end my life|kill myself)`,
  "(want|wish|hope) ~3 (life|it|it all|everything|this) (to)? (end|stop|be over)",
  "(want|wish|wishing|pray|praying|longing|long) (for)? death",
  "(love you all|love you guys|sorry everyone|sorry for everything|forgive me|take care of (mom|mother|dad|father|my kids|my children|my family)) ~5 (goodbye|good bye|bye|alvida|अलविदा|farewell)",
  "(goodbye|good bye|farewell) ~5 (love you all|love you guys|sorry for everything|forgive me)",
  "(stockpil*|hoard*|stocking up|saving up|collecting|collected|saved up) ~3 (meds|medication|medicine|medicines|pills|tablets|sleeping pills)",
  "no way out",
  "(only|one|ek|एक|एउटै|ekmatra|एकमात्र) (way|option|rasta|raasta|रास्ता|बाटो|bato|upay|उपाय|solution) ~3 (death|die|maut|मौत|मृत्यु|मर्नु|marnu|मरना|marna|मर्न)",
  "(death|maut|मौत|marna|मर्नु|मरना|marnu|मर्न|mar jana|मर जाना) (ही|hi|nai|नै)? ~2 (ek|एक|only|एउटै|ekmatra|एकमात्र)? (rasta|raasta|रास्ता|way|bato|बाटो|upay|उपाय|option|solution|समाधान|samadhan)",
  "(i|im|i am) (want|wanna|need) out !(of|from)",
  "nothing ~2 (ever)? (get|gets|going to get|will get) better",
  "(मर्न|मर्नु|marna|marnu|मरना|मरने) (मात्र|matra|ही|hi|नै|nai)? (बाँकी|baki|बचा|bacha|बाकी)",
  "(dont|do not|cant|cannot|no longer) see (why|how|any reason|a reason) ~4 (live|living|keep living|go on|continue|wake|survive|alive|stay)",
  "(relieved|relief|happier|better off|peace|lighter|free|easier) ~5 (gone|dead|died|no more)",
  "(will|ll|gonna|going to|want to|wanna|plan to|planning to|about to|ready to|decided to) (take|swallow|eat|drink) ~3 (all|whole|every|bottle|handful|lot|lots|strip) ~2 (pills|tablets|medicine|medicines|sleeping pills|poison)",
  "(going to|gonna|will|want to|plan to|ll) (take|swallow|eat|drink) ~2 (poison|pesticide|rat poison|bleach|acid)",
  "(wrote|written|writing|made|prepared) (my)? (will|suicide note|note) ~6 (goodbye|bye|sorry|last|end)",
  "(said|saying) (goodbye|good bye|my goodbyes|bye) ~4 (everyone|family|sister|brother|mother|father|friends|parents|all|kids|children|wife|husband)",
  "(i|im|i am) (should|must|deserve to|ought to) (just)? (disappear|vanish|die !(my|his|her|hair)|end it|not exist|not be here|be dead)",
  "(life|living) ~3 no (meaning|point|purpose|value|reason)",
  "(wont|will not|wouldnt|would not) be (alive|around|living|here) ~3 (by then|then|tomorrow|to see|much longer|anymore|long|for long)",
  "(imagining|imagine|planning|plan|thinking about|dreaming of|dream of|picture) (my)? (own)? funeral",
  "tell (my)? (parents|mom|mother|dad|father|family|kids|wife|husband|sister|brother|everyone) ~2 (i am|im|that i am|that im|i m) sorry",
  "(hate|hating) (my)? (life|living|being alive|myself) ~4 (end|die|over|stop|dead)",
  "(wish|wished) (i|id) ~2 (dead|never been born|never born|not born)",
  "(wish|wished) to die",
  "(better|happier|easier|fine|peace|peaceful|relieved) ~3 without me",
  "world ~3 without me",
  "better off dead",
  `${NOT} ~2 (want|wanna|wish|like) (to)? (live !(in|with|at|there|here|abroad|alone|away|like|near|far|together|separately|apart|under|as|for|on)|be alive|exist|wake up|wake|go on|be here anymore|be around|see tomorrow|stay alive)`,
  "(hope|wish|pray) (i)? (dont|do not|never|wont|would not|wouldnt|will not) (wake|see tomorrow|make it)",
  "(sleep|sleeping) ~3 (forever|never wake|not wake)",
  "never wake up (again)?",
  "(disappear|vanish) ~2 (forever|for good|from this world|permanently|from everyone)",
  `(no|lost|see no|dont see|dnt see|cant see|not see|no longer see|without|lost all) ~2 (point|purpose|meaning|reason) ~3 ${LIFE_WORD}`,
  `(whats|what s|what is|wats) ~2 point ~2 (of|in) ~2 ${LIFE_WORD}`,
  `no (reason|will|wish|desire|hope|point) ~3 (to|for) (live|living|keep going|go on|carry on|wake|stay|be alive|exist|get up|getting up|wake up|waking up|get out of bed)`,
  "(nothing|no one|nobody|noone|none) (left)? to live for",
  "(not|isnt|no longer) worth (living|it anymore|it any more)",
  "life (is)? (pointless|meaningless|worthless|useless|not worth)",
  "(tired|sick|done|fed up|exhausted|finished) (of|with) (living|life|being alive|existing|my life|this life|everything|it all)",
  "(cant|cannot|unable to) (go on|carry on|keep going|live like this|live with this)",
  "(cant|cannot|unable to) (take it|do this|bear it|handle it|cope|take this) (anymore|any more|like this)",
  "(am|im|feel like|feel|feels like|become|became|just|only|such) ~2 (burden|bojh|bhaar)",
  "(burden|bojh|bhaar) (to|on|for) (everyone|everybody|my family|family|others|them|all|my parents|my kids)",
  "(nobody|no one|noone|none) (will|would|gonna|is going to) (miss|care|notice|cry)",
  "(care|miss me|notice|matter) if i (die|died|was gone|disappear|disappeared|am gone|kill)",
  "(when|after|once) (im|i am|i m) (gone|dead|no more|not here|not around)",
  "(giving|gave|given|gifted|gifting) away ~2 (all|everything|my things|my stuff|my belongings|my possessions|my clothes|my books|my savings|things|stuff|belongings)",
  "(wont|will not|dont) need (them|it|these|those|anything|my things) (anymore|any more|where i am going)",
  "(bought|buying|got|saved|saving|stocked|collected|collecting|keeping|kept|hidden|hid|ready|have|arranged) ~3 (rope|pills|sleeping pills|poison|pesticide|blade|razor)",
  "(rope|pills|poison|pesticide|blade) ~3 (ready|saved|collected|enough|hidden|stocked)",
  "how many (sleeping)? (pills|tablets) ~3 (enough|kill|die|to die|lethal|take)",
  "lethal dose",
  `(jump|jumping|jumped) (off|from|in front of|into|before) ~3 (bridge|roof|building|cliff|train|terrace|balcony|floor|river|tower|bus)`,
  "(slit|cut|cutting|slash) my (wrist|wrists|throat|veins|vein)",
  "(this is|its|it is|saying) (my)? (goodbye|good bye|last message|final message|farewell)",
  "my (last|final) (message|words|goodbye|good bye|day|night|letter)",
  "(goodbye|good bye|farewell|bye) (everyone|forever|world|all|cruel world|to all)",
  "(wont|will not) (be)? (here|around|alive) ~3 (tomorrow|much longer|anymore|next week|any more|for long)",
  "written ~3 (letters|note|notes) ~4 (goodbye|everyone|family)",
  `${WANT} ~2 (ending|end) (it|it all|everything|things|myself|my life|all of this)`,
  `(keep|keeps|always) (thinking|dreaming) (about|of) (ending|dying|death|killing myself|suicide|not waking)`,
  `${I} (will|ll|gonna|going to|want to|wanna|might|should) ~2 (overdose|od)`,
  "(everything|all) to (end|stop) (forever|now|for good)",
  "(done|finished) with (this)? (life|living|the world)",
  "(want|ready) (to)? (go|leave) (away)? (forever|for good) ",
  // Nepali, Devanagari
  "आत्महत्या !(योग|yog|yoga)",
  "मर्न (मन|पाए|चाहन्छु|चाहान्छु|चाहन्छ|सके|इच्छा|मनलाग्यो|मनलाग्छ)",
  "(मरौं|मरौँ|मरुँ|मरुं|मरूँ|मर्छु|मरिदिउँ|मरिदिऊँ|मर्दिउँ) (जस्तो|कि|होला|भन्ने)",
  "मर्नु (पाए|नै)",
  `(बाँच्न|बाँच्ने|बाँच्नु|बाच्न|बाच्ने|बाँचिरहन|बाँचिरहने|जिउन|जिउने|जिउनु|जीउन|जीउने|बच्न) ~2 (मन|इच्छा|चाहना|रहर|अर्थ|मतलब|कारण) ~2 ${NP_NOT}`,
  "(बाँच्नुको|बाँच्नु|जिउनुको|जिउनु|बाच्नुको|जीउनुको) ~2 (अर्थ|मतलब|के अर्थ|के फाइदा|फाइदा)",
  "(बाँचेर|बाचेर|जिएर) (के|केही|कसको) ~2 (गर्नु|फाइदा|हुन्छ|काम|गर्ने)",
  "बाँचिरहन ~2 (सक्दिन|सकिन)",
  `(उठ्नुको|उठ्नु|ब्युँझनुको|बिउँझनुको) ~3 (अर्थ|मतलब) ~2 ${NP_NOT}`,
  `(उठ्न|ब्युँझन|बिउँझन|उठ्ने|ब्युँझने) (मन|इच्छा) ${NP_NOT}`,
  "(नउठुँ|नउठूँ|नउठ्ने|नउठौं|नब्युँझुँ|नब्युँझने|नबिउँझने|नउठुं) (जस्तो|गरी|भन्ने|कि)",
  "(सधैंको|सधैँको|सधैंका|सदाको|सधैको) (लागि)? ~2 (सुत्न|निदाउन|हराउन|जान|जान्छु|सुतौं|सुत्ने|हराउँ|बिदा)",
  "(जान्छु|जाँदैछु|बिदा हुन्छु) ~2 (सधैंको|सधैँको|सधैंका|सदाको|सधैको) लागि",
  "(धेरै दिन|धेरै समय) (रहन्न|बाँच्दिन|रहँदिन|बाँच्ने छैन)",
  "(हराउन|हराइदिउँ|हराइदिऊँ|हराउँ|हराइदिन|गायब) ~2 (मन|जस्तो|चाहन्छु)",
  "(बोझ|भार) (मात्र)? (भएँ|भएको|हुँ|बनें|बनेँ|बनेको|भइसकें)",
  "(सबैको|परिवारको|घरको|सबैलाई) (लागि)? (बोझ|भार)",
  "(नभए|नहुँदा|नहुँदा|बिना|नभएपछि|मरेपछि|गएपछि|नरहे) ~3 (खुसी|सुखी|शान्ति|आनन्द|राम्रो)",
  "मबिना ~2 (खुसी|सुखी|राम्रो)",
  "(डोरी|विष|बिष|विषादी|चक्की|गोली|किटनाशक) ~3 (किनें|किनेँ|किनेर|जम्मा|तयार|राखेको|लुकाएर|लुकाएको)",
  "अन्तिम (सन्देश|म्यासेज|मेसेज|पटक|बिदा)",
  "(अलविदा|अलबिदा)",
  "(जिन्दगी|जीवन|जिन्दगि|जिउँदै) ~2 (थाकें|थाकिसकें|थाकिसकेँ|थाके|दिक्क|हैरान)",
  "अब (सक्दिन|सहन सक्दिन|सहिनसक्नु|सहन सकिन)",
  "(आफैलाई|आफैंलाई|आफूलाई|आफ्नैलाई|आफैं|आफै) ~2 (मार्न|मार्छु|सिध्याउन|सिध्याउँ|चोट|हानि|सकाउन)",
  "(ज्यान|प्राण) (लिन|लिन्छु|फाल्न|दिन|दिन्छु|दिउँ|त्याग्न|त्यागौं)",
  "मरे (पनि)? ~3 (फरक|वास्ता|मतलब|केही हुँदैन)",
  "(जीवन|जिन्दगी|जिन्दगि) (अन्त्य|सकाउ*|सिध्याउ*|समाप्त|सक्छु)",
  "(झुन्डि*|झुण्डि*|फाँसी|फासी|पासो लगा*)",
  "हाम (फाल्छु|फाल्न|फालेर|फाल्ने|फालौं|फालुँ)",
  "सबै (कुरा)? (सकाउँ|सकाउ*|सिध्याउँ|सिध्याउ*|अन्त्य गर्छु|टुंग्याउँ)",
  "(अब )? म (रहन्न|रहँदिन|बाँच्दिन|बाँच्ने छैन|रहने छैन)",
  "सामान ~3 (बाँडिदिएँ|बाँडें|बाँडेँ|दिइसकें|बाँडिदिए)",
  "मलाई (आफैंलाई|आफैलाई) चोट",
  "(सबैलाई|सबथोक|सबै कुरा|सबै) छोडेर ~3 (जान्छु|जाँदैछु|जाने|फर्किन्न|फर्कन्न|फर्किँदिन)",
  "(मरें|मरेँ|मरे|मरेमा|मर्दा) (भने|पनि)? ~3 (फरक|वास्ता|मतलब|केही हुँदैन)",
  "(सबै|धेरै|पूरै|पुरै) (औषधि|औषधी|चक्की|गोली|ट्याब्लेट) ~2 (खाइदिन्छु|खान्छु|खाइदिउँ|खाउँ|निलिदिन्छु|खाने|खाएर मर्छु)",
  "(मरे|मर्न पाए|नउठे|नब्युँझे|नबिउँझे|नबाँचे|नजन्मेको|नजन्मिएको) (भए)? हुन्थ्यो",
  "(अब म मर्छु|म अब मर्छु|मर्छु अब)",
  // Nepali, romanised
  "marna (man|mann|mana|mn|paye|paaye|chahanchu|chahanchhu|chahanxu|sake|ichha|manlagyo)",
  "(marau|marau|maru|marum|marchu|maridiu|mardiu) (jasto|jastai|ki|hola|bhanne)",
  "marnu (paye|nai)",
  `(bachna|banchna|bachnu|banchnu|bachne|banchne|jiuna|jiunu|jiune|bachirahana|banchirahana) ~2 (man|mann|ichha|artha|matlab|rahar|karan) ~2 ${NP_NOT}`,
  "(bachnu|banchnu|jiunu) (ko)? ~2 (artha|matlab|faida|k artha|ke artha)",
  "(bachera|banchera|jiyera) (k|ke|kei|kasko) ~2 (garnu|faida|huncha|kaam|garne)",
  `(uthnu|byujhanu|biujhanu) (ko)? ~3 (artha|matlab) ~2 ${NP_NOT}`,
  `(uthna|byujhana|uthne) (man|mann|ichha) ${NP_NOT}`,
  "(sadhai|sadhain|sadaiko|sadhaiko|sadhai ko) ~3 (sutna|nidauna|harauna|jana|sutau|sutne|haraun)",
  "(harauna|haraidiu|harau|haraun|gayab) ~2 (man|mann|jasto)",
  "(bojh|bhaar|bhar) (matra)? (bhaye|bhayeko|hu|bane|baneko)",
  "(sabai|pariwar|parivar|ghar) (ko)? (lagi)? (bojh|bhaar)",
  "(nabhaye|nahunda|nahuda|bina|marepachi|mare pachi|gayepachi|gaye pachi|narahe) ~3 (khusi|khushi|sukhi|shanti|ramro)",
  "(dori|bish|bis|visadi|bishadi|chakki|goli|kitnashak) ~3 (kine|kinen|kinera|jamma|tayar|rakheko|lukayera|lukaeko)",
  "antim (message|msg|sandesh|patak|bida)",
  "(alvida|alwida|albida|alvidaa)",
  "(jindagi|jindgi|jiwan|jivan|jeevan) (dekhi|bata|sanga)? ~2 (thake|thakisake|thakisakye|dikka|hairan)",
  "aba (sakdina|sahana sakdina|sahina)",
  "(aafai|aafailai|aafulai|afai|afailai|afulai|aafnai|aaphai|aaphailai) ~2 (marna|marchu|sidhyauna|chot|hani|sakauna)",
  "(jyan|jyaan|pran) (lina|linchu|falna|dina|dinchu|diu|tyagna)",
  "mare (pani)? ~3 (farak|wasta|vasta|matlab)",
  "(jindagi|jindgi|jiwan|jivan) (antya|sakau*|sidhyau*|samapta|sakchu)",
  "(jhundi*|jhundin*|jhundyera|fansi|phansi|faansi|phaansi|fasi laga*|pasho|paso lagau*)",
  "haam (falchu|falna|faler|falne|falau|falu)",
  "sabai (kura)? (sakau*|sidhyau*|antya garchu|tungyau*)",
  "ma ~2 (rahanna|rahandina|bachdina|banchdina|rahanne chaina)",
  "saman ~3 (bandidiye|bandi diye|baadidiye|bandiye|dii sake)",
  "(sabailai|sabai kura|sabathok|sabai) chhodera ~3 (janchu|jadaichu|jane|farkinna|farkanna|farkidina)",
  "(mare|mare ma|marda) (bhane|pani)? ~3 (farak|wasta|vasta|matlab|kei hudaina)",
  "(sabai|dherai|purai) (ausadhi|aushadhi|chakki|goli|tablet) ~2 (khaidinchu|khanchu|khaidiu|khau|nilidinchu|khane|khayera marchu)",
  "(mare|marna paye|nauthe|nabyujhe|nabiujhe|nabache|najanmeko|najanmiyeko) (bhaye)? hunthyo",
  "(aba ma marchu|ma aba marchu|marchu aba|aba marchu)",
  "(janchu|jadaichu|bida hunchu) ~2 (sadhai|sadhaiko|sadhai ko) lagi",
  "(dherai din|dherai samaya) (rahanna|bachdina|rahandina)",
  // Hindi, Devanagari
  "(खुदकुशी|खुदकशी|आत्महत्या|सुसाइड|सुइसाइड) !(योग|yog|yoga)",
  `(मरना|मर जाना|मरने|मर जाने|मरना ही) ~2 ${HI_WANT}`,
  "(मर जाऊँ|मर जाऊं|मर जाउं|मर जाउँ|मर जाऊ|मर जाता|मर जाती|मर जाए) ~3 (तो|ऐसा|काश|अच्छा|लगता|मन|बेहतर)",
  "(काश|मन करता|दिल करता) ~3 (मर|मरूँ|मरूं|मर जाऊँ|मर जाऊं)",
  `(जीना|जीने|जिंदा) ~3 (मतलब|इच्छा|मन|फायदा|वजह|लायक|दिल) ~2 ${HI_NO}`,
  `(जीना|जीने|जिंदा रहना) ${HI_NO} ~2 (चाहता|चाहती|चाहते|है)`,
  "(जीकर|जी कर|जी के) (क्या|किसके) ~2 (करूँ|करूं|करना|फायदा|करू)",
  `(उठने|जागने) ~3 (मतलब|मन|इच्छा) ~2 ${HI_NO}`,
  `${HI_NO} (उठना|जागना) (चाहता|चाहती|चाहते)`,
  "(कभी)? (न|ना) (उठूँ|उठूं|जागूँ|जागूं)",
  "हमेशा (के लिए)? ~2 (सो|सोना|सो जाऊँ|सो जाऊं|सो जाना|गायब|खो)",
  "(गायब|लापता) ~3 (हो जाना|होना|चाहता|चाहती|जाऊँ|जाऊं|हो जाऊँ|हो जाऊं)",
  "बोझ ~2 (हूँ|हूं|बन गया|बन गई|बन गयी|हो गया|हो गई|बना|बनी)",
  "(सबके|सब पर|परिवार पर|घर पर|सबका|घरवालों पर) ~2 बोझ",
  "(मेरे बिना|मेरे जाने के बाद|मेरे मरने के बाद|न रहूँ तो|ना रहूं तो|न रहूं तो|ना रहूँ तो) ~4 (खुश|सुकून|चैन|अच्छा|बेहतर|शांति)",
  "(चला|चली) (जाऊँगा|जाऊँगी|जाऊंगा|जाऊंगी|जाऊं|जाऊँ|जाउं) ~3 (सुकून|चैन|खुश|शांति|आराम)",
  "(रस्सी|फंदा|फंदे|फांसी|फाँसी|गोलियाँ|गोलियां|नींद की गोली*|जहर|ज़हर) ~3 (ले ली|ले आया|ले आई|खरीद*|जमा|रखी|रख ली|तैयार|लगा लूँ|लगा लूं|लगा लूंगा|लगा लूँगा|लगा लूंगी)",
  "(फांसी|फाँसी|फंदा) (लगा*|पर लटक*)",
  "(आखिरी|आख़िरी|अंतिम) (मैसेज|संदेश|बार|अलविदा|मेसेज)",
  "अलविदा",
  "(जिंदगी|ज़िंदगी|जिन्दगी|ज़िन्दगी|जीवन) (से)? ~2 (थक|थका|तंग|बेकार|खत्म|ख़त्म|बोझ|ऊब)",
  `(और|अब) ${HI_NO} (सह|जी|झेल) ~1 (सकता|सकती|सकते|पा रहा|पा रही)`,
  "(खुद|ख़ुद|अपने आप|अपने आपको|खुदको) (को)? ~2 (खत्म|ख़त्म|मार|मारना|चोट|नुकसान)",
  "(अपनी)? जान (ले लूँ|ले लूं|ले लूंगा|ले लूँगा|ले लूँगी|ले लूंगी|दे दूँ|दे दूं|दे दूंगा|दे दूँगा|दे दूँगी|दे दूंगी|देना चाहता|देना चाहती|देने का)",
  "सब (खत्म|ख़त्म) (कर)? (दूँ|दूं|दूँगा|दूंगा|दूँगी|दूंगी|देना|दूं क्या)",
  "(छत|पुल|बिल्डिंग|ट्रेन|नदी|पहाड़|छत से|पुल से) ~3 (कूद|कूदने|कूद जाऊँगा|कूद जाऊँगी|कूद जाऊं|कूद जाऊँ|कूद जाऊंगा)",
  "सामान ~4 (बाँट|बांट|बाँट दिया|बांट दिया)",
  "(मरने|मौत|मरने के) (का|के|की) ~2 (मन|दिल|ख्याल|खयाल|ख़याल|सोच|विचार)",
  "(अपने आप|खुद) को चोट पहुँचा*",
  "(सब|सबको|सबकुछ|सब कुछ) (छोड़कर|छोड़ के|छोड़के|छोड़) ~4 (चला जाऊँ|चली जाऊँ|चला जाऊं|चली जाऊं|हमेशा|जाना चाहता|जाना चाहती)",
  "(सारी|सब|बहुत सारी|ढेर सारी|पूरी) (गोलियाँ|गोलियां|दवाई|दवाइयाँ|दवाइयां|टैबलेट) ~2 (खा लूँगा|खा लूंगा|खा लूँगी|खा लूंगी|खा लूँ|खा लूं|खा जाऊँगा|खा जाऊंगा)",
  "(खुद|ख़ुद|अपने आप) को ~2 (मार डालूँगा|मार डालूंगा|मार डालूँगी|मार डालूंगी|मार लूँगा|मार लूंगा|खत्म कर लूँगा|खत्म कर लूंगा)",
  "(काश|बेहतर|अच्छा) ~4 (पैदा ही न|पैदा न|जन्म ही न|मर जाता|मर जाती)",
  "(ज्यादा|ज़्यादा) दिन (नहीं|नही) (रहूँगा|रहूँगी|रहूंगा|रहूंगी|बचूँगा|बचूंगा|जियूँगा|जियूंगा)",
  // Hindi, romanised
  `(marna|mar jana|marne|mar jane|mar jaana|marjana) ~2 ${HI_WANT}`,
  "(mar jaun|mar jau|mar jaau|mar jaaun|marr jaau|marr jaun|mar jata|mar jati|marjau|marjaun)",
  "(kash|kaash|mann karta|man karta|dil karta) ~3 (mar|maru|mar jau|mar jaun)",
  `(jeena|jina|jeene|jine|zinda|jinda) ~3 (matlab|ichha|iccha|man|mann|mana|mn|fayda|faida|wajah|vajah|layak|dil) ~2 ${HI_NO}`,
  `(jeena|jina|zinda rehna) ${HI_NO} (chahta|chahti|chahte|hai)`,
  "(jee kar|jeekar|ji kar|jikar|jee ke) (kya|kiske) ~2 (karu|karun|karna|fayda)",
  `(uthne|jagne) ~3 (matlab|man|mann|ichha) ~2 ${HI_NO}`,
  `${HI_NO} (uthna|jagna) (chahta|chahti|chahte)`,
  "hamesha (ke liye)? ~2 (so|sona|so jau|so jaun|so jana|gayab|kho)",
  "(gayab|gaayab|lapata) ~3 (ho jana|hona|chahta|chahti|jaun|jau|ho jau|ho jaun)",
  "(bojh|boj) ~2 (hu|hoon|hun|ban gaya|ban gayi|ban gai|ho gaya|ho gayi|bana|bani)",
  "(sabke|sab par|parivar par|ghar par|sabka|gharwalon par) ~2 (bojh|boj)",
  "(mere bina|mere jane ke baad|mere marne ke baad|na rahu to|na rahun to) ~4 (khush|khus|sukoon|sukun|chain|acha|accha|behtar|shanti)",
  "(chala|chali) (jaunga|jaungi|jaun|jau) ~3 (sukoon|sukun|chain|khush|shanti|aaram)",
  "(rassi|fanda|phanda|fansi|phansi|goliyan|goliya|neend ki goli*|jahar|zeher|zehar) ~3 (le li|le aaya|le aayi|kharid*|jama|rakhi|rakh li|taiyar|tayyar|laga lu|laga lun|laga lunga|laga lungi)",
  "(aakhri|aakhiri|akhri|antim) (message|msg|sandesh|baar|alvida)",
  "(zindagi|zindgi|jindagi|jindgi|jeevan|jivan) (se)? ~2 (thak|thaka|thak gaya|thak gayi|tang|bekar|bekaar|khatam|khatm|bojh)",
  `(aur|ab) ${HI_NO} (seh|sah|jee|ji|jhel) ~1 (sakta|sakti|sakte|pa raha|pa rahi)`,
  "(khud|apne aap|apne aapko|khudko) (ko)? ~2 (khatam|khatm|maar|marna|chot|nuksan)",
  "(apni)? jaan (le lu|le lun|le lunga|le lungi|de du|de dun|de dunga|de dungi|dena chahta|dena chahti|dene ka)",
  "sab (khatam|khatm) (kar)? (du|dun|dunga|dungi|dena)",
  "(chhat|chat|pul|pool|building|train|nadi|pahad) ~3 (kood|kud|koodne|kudne|kood jaunga|kud jaunga|kood jaungi|kud jaungi)",
  "saman ~4 (baant|bant|baant diya|bant diya)",
  "(marne|maut) (ka|ke|ki) ~2 (man|mann|dil|khayal|khyal|soch|vichar)",
  "(sab|sabko|sabkuch|sab kuch) (chhodkar|chhod ke|chhodke|chod kar|chodkar) ~4 (chala jau|chali jau|chala jaun|chali jaun|hamesha|jana chahta|jana chahti)",
  "(saari|sari|sab|bahut saari|dher saari|poori) (goliyan|goliya|dawai|dawaiyan|tablets) ~2 (kha lunga|kha lungi|kha lu|kha lun|kha jaunga)",
  "(khud|apne aap) (ko)? ~2 (maar dalunga|mar dalunga|maar dalungi|maar lunga|mar lunga|khatam kar lunga|khatam kar lungi)",
  "(suicide|khudkushi) (kar|karunga|karungi|kar lunga|kar lungi)",
  "(jyada|zyada|jada|jaada) din (nahi|nhi) (rahunga|rahungi|bachunga|bachungi|jiunga|jiungi)",
];

// A wish for one's own death said in words no list foresees: a word of dying and a word of wanting or preferring
// close together ("mar jana hi behtar hai", "researching ways to die", "मर्नु नै राम्रो जस्तो"), unless the message
// fears death, asks when or how long, or asks the chart (NOT_A_CRISIS).
const DYING =
  "(die= !(my|his|her|the|it|hair|clothes|cloth)|dying|overdose|overdosing|not waking|never waking|मर्न|मर्नु|मरौं|मरौँ|मरुँ|मर्छु|मरें|मरना|मरने|मरूँ|मरूं|मर जाना|मर जाऊँ|मर जाऊं|मौत|marna|marnu|marau|maru|marchu|marne|mar jana|mar jaana|mar jau|mar jaun|maut)";
const WANTING =
  "(want|wanna|wish|rather|better|prefer|ready|plan|planning|ways|how to|should|thinking|think about|tempted|decided|research*|ramro|jasto|man|mann|ichha|chahanchu|chahiye|chahta|chahti|behtar|accha|acha|soch|sochta|sochti|khayal|khyal|bichar|vichar|राम्रो|जस्तो|मन|इच्छा|चाहन्छु|चाहिए|चाहता|चाहती|बेहतर|अच्छा|सोच|सोचता|सोचती|ख्याल|खयाल|विचार|बिचार)";
export const CRISIS_BROAD: readonly string[] = [
  `${DYING} ~4 ${WANTING}`,
  `${WANTING} ~4 ${DYING}`,
  "(for what|for whom|why|whats the use|kiske liye|kis liye|kisliye|keko lagi|k ko lagi|ke ko lagi|kasko lagi|kaslai) ~2 (live|living|jiyu|jiun|jiyun|jeena|jina|jiu|bachnu|banchnu|bachu|banchu|jiunu|jiyun)",
  "(किसके लिए|किस लिए|केको लागि|के को लागि|कसको लागि|कसका लागि) ~2 (बाँच्नु|बाँचूँ|बाँचुँ|जिउनु|जियूँ|जिऊँ|जीना|जीऊँ|जिउँ|जियूं|बाँच्ने)",
  "(life|zindagi|jindagi|jindgi|jiwan|jivan|jeevan|जिंदगी|ज़िंदगी|जिन्दगी|जीवन) ~3 (nothing|कुछ नहीं|kuch nahi|kuch nhi|केही छैन|kei chaina|kehi chaina) (left|बचा|bacha|बाँकी|baki)?",
  "(nothing|कुछ नहीं|kuch nahi|केही) ~2 (left|बचा|bacha|बाँकी|baki) ~3 (live|living|life|for me|जीने|jeene|बाँच्न|bachna)",
];

/** Messages that speak of death without wishing it: fear of it, a forecast of it, the chart's view of it, a joke. */
export const NOT_A_CRISIS: readonly string[] = [
  "(afraid|scared|fear|fears|frightened|dread|worried|worry|anxious|dar|darr|bhaya|डर|भय|चिन्ता|चिंता|डरता|डरती)",
  "(when|kab|kahile|कब|कहिले|what age|which age|how long|kati|कति|kitne|कितने|कितनी|kitni|umar|उम्र|उमेर|umer|age|ayu|aayu|आयु)",
  "(before|पहिले|pahile|पहले|pehle) ~2 (i|ma|म|मैं|main)? (die|मर्नु|marnu|मरने|marne|मर्न|marna)",
  "(dying to|dying for|dying of|could die|bored|laughing|lol|haha|हाहा|lmao|rofl)",
  "(yoga|yog|योग|chart|kundli|kundali|कुण्डली|कुंडली|kundali|maraka|marak|मारक|dasha|दशा|graha|ग्रह|planet|house|भाव|saturn|shani|शनि|rahu|राहु|ketu|केतु|8th|अष्टम|आठवाँ|jyotish|ज्योतिष|astrology)",
  "(ago|since|last year|passed away|died last|years back|बितेको|बित्नुभयो|गुज़र|गुजर)",
  "(dream|dreamt|dreamed|dreaming|sapna|sapne|सपना|सपने|सपनामा)",
];

/** Said of the past, of the chart or as a forecast: an ambiguous sign in such a message is no emergency. */
export const NOT_HAPPENING_NOW: readonly string[] = [
  "(last|past|previous) (year|month|week|time|years|months)",
  "(years|months|weeks|days|year|month) (ago|back|before)",
  "(ago|back then|as a child|as a kid|when i was|used to|history of|since childhood|in childhood|long time)",
  "(risk|chance|chances|danger|possibility|yoga|yog|chart|kundli|kundali|horoscope|planet|dasha|transit|prone|sign)",
  "(recover|recovery|recovered|heal|healed|walk again|get better|improve|improving|survive|survival|prognosis)",
  "(will|could|would|may|might) (i|he|she|they|there|we|my) ~3 (have|get|be|face|suffer|meet|die)",
  "(dream|dreamt|dreaming|dreamed|sapna|sapne|सपना|सपने|सपनामा)",
  "(गत|पोहोर|अस्ति|पहिले|थियो|थिए|थिइन्|अघि|बाल्यकाल|सानोमा|सानो छँदा)",
  "(पिछले|पहले|था|थी|थे|बचपन|बरसों)",
  "(खतरा|डर|जोखिम|योग|कुण्डली|कुंडली|कुन्डली|दशा|ग्रह|सम्भावना|संभावना)",
  "(निको|सञ्चो|ठीक|सुधार|बच्नुहुन्छ|बच्छ|ठीक होंगे|ठीक हो|बचेंगे)",
  "(gata|pahile|pahila|thiyo|thiye|pichle|pichhle|pehle|bachpan)",
  "(khatra|khatara|dar|jokhim|sambhavana|sambhavna)",
  "(niko|sancho|thik|theek|sudhar)",
];

/** Said as happening now: an ambiguous sign with one of these, and none of the guards, is an emergency. */
export const HAPPENING_NOW: readonly string[] = [
  "(now|right now|just now|just|suddenly|sudden|help|urgent|urgently|emergency|hurry|quick|quickly|immediately|currently|asap)",
  "what (do|should|can) (i|we) do",
  "(अहिले|अहिल्यै|भर्खर|एक्कासि|अचानक|तुरुन्त|तुरुन्तै|बचाउ*|मद्दत|गुहार)",
  "(के गर्ने|के गरौं|के गरुँ)",
  "(अभी|अचानक|तुरंत|फौरन|बचाओ|मदद|जल्दी)",
  "(क्या करूँ|क्या करूं|क्या करें|क्या करे)",
  "(ahile|ahilei|bharkhar|ekkasi|achanak|turunta|turuntai|bachau|guhar|madat)",
  "(k garne|ke garne|k garau|ke garau)",
  "(abhi|turant|fauran|bachao|madad|jaldi|kya karu|kya karun|kya kare|kya karein)",
  // Said as going on: "is having chest pains", "दुखिरहेको छ", "हो रही है".
  "(is|are|am|im|s|hes|shes) (having|getting|bleeding|shaking|vomiting|sweating|gasping|turning)",
  "(रहेको छ|रहेछ|रहनुभएको छ|भइरहेको|हुँदैछ|दुखिरहेको|दुख्न थाल्यो|थाल्नुभयो)",
  "(हो रही|हो रहा|हो रहे|रही है|रहा है|रहे हैं|रहीं हैं)",
  "(raheko cha|rahecha|bhairaheko|hudaicha|dukhiraheko|dukhiracha|dukhna thalyo)",
  "(ho rahi|ho raha|ho rahe|ho rhi|ho rha|rahi hai|raha hai|rahe hai)",
];

/** Emergencies happening now, by kind. */
export const EMERGENCY_PATTERNS: readonly EmergencyPatterns[] = [
  {
    kind: "collapse",
    always: [
      "(collapsed|collapse|colapsed|unconscious|unconcious|passed out|blacked out|fell unconscious)",
      `(fell|fallen|collapsed|lying|lies|found) ~6 ${NOT} (moving|move|responding|respond|waking|breathing|answering|talking|speaking|opening|getting up|get up)`,
      "(बेहोस|बेहोश|बेहोसी)",
      "(ढल्नु*|ढल्यो|ढले|ढलिन्|ढलेर|ढलिनु*)",
      "(होस|होश) (छैन|आएन|गयो|हरायो|नहीं|नही|में नहीं|मे नहीं|खो)",
      "(गिर|गिरे|गिरी|गिरा) (गए|गई|गईं|गया|गयी|पड़े|पड़ी|पड़ा) ~4 (जवाब|होश|उठ|हिल|बोल|आंख|आँख)",
      "(लड्नु*|लड्यो|लडे|लडिन्|लडेर) ~4 (बोल्नु*|बोल्दै*|उठ्नु*|उठ्दै*|होस|चल्दै*)",
      "(behos|behosh|behoss|beosh)",
      "(dhalnu*|dhalyo|dhale|dhalin|dhalera)",
      "(hos|hosh) (chaina|chhaina|aaena|gayo|nahi|nahin|me nahi|kho)",
      "(gir|gire) (gaye|gayi|gai|gaya|pade|padi) ~4 (jawab|hosh|uth|hil|bol|aankh)",
      "(ladnu*|ladyo|lade|ladin|ladera) ~4 (bolnu*|bold*|uthnu*|uthd*|hos|chald*)",
    ],
    unlessPast: [
      "(fainted|fainting|fell down)",
      "(fell|fallen|jumped|slipped) (from|off|down) (the|a|his|her)? ~2 (roof|tree|stairs|staircase|building|height|bike|balcony|terrace|ladder|cliff|scooter|motorcycle|bus)",
      "(छतबाट|रुखबाट|सिँढीबाट|भर्याङबाट|बाइकबाट) (लड्नु*|लड्यो|लडे|खस्नु*|खस्यो|खसे)",
      "(छत|पेड़|सीढ़ियों|सीढ़ी|बाइक) से (गिर|गिरे|गिरा|गिरी) ~2 (गए|गया|गई|गयी|पड़े|पड़ा|पड़ी)?",
      "(chhat|chat|rukh|siddhi|bike|ped|pedh|per|sidhi|sidhiyon) (bata|se) (ladnu*|ladyo|lade|khasnu*|khasyo|khase|gir|gire|gira|giri)",
    ],
  },
  {
    kind: "unresponsive",
    always: [
      "(unresponsive|not responsive|non responsive)",
      `(is|s|are|isnt|has|hes|shes|been) ~2 (not|isnt|no|nt|stopped) (responding !to|waking up|waking|reacting|opening (his|her) eyes)`,
      "(wont|will not|doesnt|does not|cant|cannot|didnt) (wake|wake up|respond|open (his|her) eyes)",
      `${PERSON} ~3 (not|isnt|is not) answering ~3 (lying|floor|eyes|breathing|unconscious|fell|collapsed)`,
      "(बोलाउँदा|हल्लाउँदा|उठाउँदा|बोलाउदा|हल्लाउदा) (पनि)? ~2 (उठ्नु*|उठ्दै*|बोल्नु*|बोल्दै*|चल्नु*|चल्दै*|उठेन|बोलेन)",
      "(जवाब|रिस्पॉन्स|रिस्पोंस) (नहीं|नही) (दे रहे|दे रहा|दे रही|दे रहीं|दे रहें)",
      "(उठ|जाग|हिल|बोल) (नहीं|नही) (रहे|रहा|रही|रहीं|पा रहे|पा रही|पा रहा)",
      "(bolaunda|hallaunda|uthaunda) (pani)? ~2 (uthnu*|uthd*|bolnu*|bold*|chalnu*|chald*|uthena|bolena)",
      "(jawab|jawaab|response) (nahi|nhi|nahin) (de rahe|de raha|de rahi|de rhe|de rha|de rhi)",
      "(uth|jag|hil|bol) (nahi|nhi|nahin) (rahe|raha|rahi|rhe|rha|rhi|pa rahe|pa rahi|pa raha)",
    ],
  },
  {
    kind: "breathing",
    always: [
      `(not|isnt|cant|cannot|unable to|stopped|no) ~2 (breathe|breathing|breath !(through|from))`,
      "(gasping|lips ~3 blue|turning blue|choking for air)",
      "सास (फेर्न|फेर्नु|फेरेको|फेर्दै|फेर्न पनि) ~3 (सकिन|सक्नुभएन|सक्नु भएन|सकेन|सकेको छैन|भएको छैन|छैन|गाह्रो|रोकियो|सक्दैन|सक्नुहुन्न|सकेनन्)",
      "सास (रोकियो|रोकिएको|बन्द|नै छैन|आएको छैन)",
      "(सांस|साँस|श्वास) ~1 (नहीं|नही) (ले|आ) ~1 (रहा|रही|रहे|रहीं|पा|पाता|पाती)",
      "(सांस|साँस|श्वास) (रुक|बंद|उखड़|फूल)*",
      "(sas|saas|swas|shwas) (ferna|fernu|fereko|ferdai|pherna|phernu) ~3 (sakina|sakena|saknu bhayena|sakeko chaina|chaina|chhaina|garo|gaaro|rokiyo|sakdaina|saknu hunna)",
      "(sas|saas|swas) (rokiyo|banda bhayo)",
      "(saans|sans|swas|shwas|saas) ~1 (nahi|nhi|nahin) (le|aa|aa rahi|aa raha) ~1 (raha|rahi|rahe|rhi|rha|pa|pata|pati)",
      "(saans|sans) (ruk|band|ukhad|phool)*",
    ],
    whenNow: [
      "(struggling to|trouble|difficulty|hard to|problem|short of|out of|shortness of) ~2 (breathe|breathing|breath)",
      "(सांस|साँस|श्वास|सास) ~3 (तकलीफ|दिक्कत|परेशानी|मुश्किल|गाह्रो|समस्या)",
      "(saans|sans|swas|sas|saas) ~3 (takleef|taklif|dikkat|pareshani|problem|mushkil|garo|gaaro|samasya)",
    ],
  },
  {
    kind: "choking",
    always: [
      "(is|s|are|started|keeps|baby|child|kid|he|she|hes|shes) choking !(me|us|him|her|my)",
      "(choking|choked) (on|and)",
      "(stuck|lodged) in (his|her|my|the baby s|the babys) (throat|windpipe)",
      "(swallowed|swallow|has swallowed) ~2 (battery|batteries|coin|coins|magnet|button|glass|needle|ring|pin|marble)",
      "(सिक्का|ब्याट्री|चुम्बक|पिन|सुई|सियो|बटन|मार्बल) ~2 (निल्यो|निलिन्|निलेको|निलिदियो|निलिहाल्यो)",
      "(सिक्का|बैटरी|चुंबक|पिन|सुई|बटन|कंचा) ~2 (निगल)*",
      "(sikka|battery|chumbak|pin|sui|siyo|button) ~2 (nilyo|nilin|nileko|nilidiyo|nigal*)",
      "(घाँटी|घाटी|गला) ~3 (अड्कियो|अड्किएको|अड्कि*|फस्यो|फसेको|अल्झियो)",
      "(गले|गला) ~3 (फँस|फंस|अटक|अटका|फँसा|फंसा)*",
      "(ghanti|ghati|gala) ~3 (adkiyo|adkiyeko|adki*|fasyo|faseko|aljhiyo)",
      "(gale|gala) ~3 (phas|fas|phans|fans|atak|atka)*",
    ],
  },
  {
    kind: "heart",
    always: [
      "(cardiac arrest|heart stopped|heart has stopped|no pulse)",
      `${I} ~2 (think|thinks|feel|feels) ~4 (heart attack|having a stroke|cardiac)`,
      "chest ~3 (pain|hurts|hurting|tight|tightness|pressure|heavy) ~6 (left arm|arm is numb|sweating|jaw|cant breathe|vomiting)",
    ],
    unlessPast: [
      "(having|had|has had|got|getting|suffered|suffering) ~2 (a)? (heart attack|heartattack)",
      "(हार्ट अट्याक|हार्ट एट्याक|हर्ट अट्याक) (आयो|भयो|आएको|आए) (जस्तो|जस्तै|होला)?",
      "(हार्ट अटैक|दिल का दौरा|हार्ट अटेक) (आया|पड़ा|आ गया|पड़ गया|आया है)",
      "(heart attack|heart atack|hart attack) (aayo|ayo|bhayo|aaeko|aaya|aya|pada|aa gaya|pad gaya|aaya hai)",
      "(dil ka daura|dil ka dora) (pada|aaya|pad gaya|aa gaya)",
    ],
    whenNow: [
      "heart attack",
      "chest ~3 (pain|hurts|hurting|tight|tightness|pressure|paining)",
      "(छाती|मुटु|छातीमा|मुटुमा) ~3 (दुख*|दुखाइ|पोल्*|च्याप्*)",
      "(सीने|छाती|सीना) ~3 (दर्द|दबाव|जकड़)",
      "(chhati|chati|mutu) ~3 (dukh*|dukhai|poly*|chyap*)",
      "(seene|sine|seena|sina|chhati|chati) ~3 (dard|dabav|jakad)",
    ],
  },
  {
    kind: "stroke",
    always: [
      "(face|mouth|smile) ~2 (drooping|droop|droops|twisted|crooked|sagging|fallen)",
      "(slurred|slurring) ~2 (speech|words|talk)",
      "(speech|words) ~2 (slurred|slurring)",
      "(cant|cannot|unable to|not able to) (move|lift|feel) (his|her|my) ~2 (arm|leg|side|hand)",
      "(having|just had) a stroke",
      "मुख (बाङ्गो|बांगो|बाङो|टेढो|बाङ्गिएको|बाङ्गियो)",
      "(एक|एउटा) (तिर|पट्टि|तिरको|पट्टिको) ~2 (हात|खुट्टा|अङ्ग|अंग) ~2 (चल्दैन|लाटो|चलेन)",
      "(मुँह|मुंह|चेहरा) (टेढ़ा|टेढा|टेढ़ी|टेढी|तिरछा) (हो)? (गया|गयी|गई)",
      "(जुबान|आवाज़|आवाज|जबान) (लड़खड़ा|लडखडा)*",
      "(mukh|muh|munh|chehra) (bango|bangiyo|tedho|tedha|tedhi|terha) ~2 (bhayo|ho gaya|ho gayi|ho gai|gaya)?",
      "(juban|jubaan|awaz|awaaz) (ladkhada|larkhara)*",
    ],
    unlessPast: [
      "(had|has had|having|got) ~2 (a)? (stroke|paralysis)",
      "(पक्षघात|प्यारालाइसिस|लकवा|लक्वा) (भयो|भएको जस्तो|मार गया|मार दिया|पड़ा है|हो गया|पड़ गया)",
      "(pakshaghat|paralysis|lakwa|lakva) (bhayo|mar gaya|pada hai|ho gaya|pad gaya)",
    ],
  },
  {
    kind: "bleeding",
    always: [
      "bleeding (heavily|badly|a lot|so much|too much|nonstop|non stop|profusely|everywhere|like crazy)",
      "(wont|will not|doesnt|isnt|is not|not|cant) (stop)? (stop)? bleeding",
      "blood (everywhere|all over|is gushing|gushing|wont stop|not stopping|is not stopping|pouring)",
      "(lot|lots|pool) of blood",
      "(vomiting|vomited|coughing|coughed|throwing up|threw up|spitting) ~2 blood",
      "blood (vomit|vomiting|in vomit)",
      "रगत ~2 (बान्ता|बान्ती|वान्ता|खकार|छाद्*)",
      "(खून|खुन) (की)? (उल्टी|उलटी)",
      "(ragat|rakta) ~2 (banta|bantha|wanta|vanta|khakar|chhad*)",
      "(khoon|khun) (ki)? (ulti|ulati|ultee)",
      "(losing|lost) (a lot of|so much|too much)? blood",
      "heavy bleeding",
      "(head|sir|tauko|टाउको|सिर|माथा|matha|nose|naak|नाक) (bata|se|बाट|से|is|s)? ~2 (blood|khoon|khun|ragat|रगत|खून|bleeding) ~3 (aa raha|aa rahi|nikal|beh|bah|aairako|aairaheko|aairacha|आइरहेको|आइरहेछ|आ रहा|निकल|बह|bagiraheko|बगिरहेको|pouring|gushing|coming)",
      "रगत ~3 (रोकिएको छैन|रोकिँदैन|रोकिंदैन|रोकिएन|बगिरहेको|बगिरहेछ|बग्दै|धेरै बग्यो|बगेको|बगिरहन्छ)",
      "(खून|खुन|रक्त) ~3 (बंद नहीं|बन्द नहीं|रुक नहीं|बह रहा|बहुत बह|निकल रहा|नहीं रुक|रुक ही नहीं)",
      "(ragat|rakta) ~3 (rokiyeko chaina|rokidaina|rokiena|bagiracha|bagiraheko|bagdai|bagyo|bageko)",
      "(khoon|khun|khoon) ~3 (band nahi|ruk nahi|beh raha|bah raha|nikal raha|nahi ruk|ruk hi nahi)",
    ],
    whenNow: ["(bleeding|bleed)"],
    unlessPast: ["bleeding from (the|his|her|my)? ~2 (head|nose|mouth|ears|ear|wound|chest|stomach|eyes)"],
  },
  {
    kind: "seizure",
    always: [
      "(having|has) a (fit|seizure)",
      "foaming (at|from) (the)? mouth",
      "(shaking|jerking|convulsing) (all over|uncontrollably|and foaming)",
      "(छारे|छारेरोग|मिर्गी) (रोग)? ~2 (समात्यो|लाग्यो|आयो|उठ्यो|पर्यो|का दौरा|आ रहा|पड़ा)",
      "(मुखबाट|मुँह से|मुंह से) (फिँज|फिंज|झाग|फीज)*",
      "(दौरा|दौरे) ~2 (पड़ा|पड़े|पड़ रहे|आया|आ रहे|पड़ रहा)",
      "झटके (आ रहे|आने|लग रहे)",
      "(chhare|chare|mirgi) (rog)? ~2 (samatyo|lagyo|aayo|uthyo|paryo|ka daura|aa raha|pada)",
      "(daura|daure|dora) ~2 (pada|pade|pad raha|pad rahe|aaya|aa rahe|aa raha)",
      "(jhatke|jatke) (aa rahe|aane|lag rahe)",
    ],
    whenNow: ["(seizure|seizures|convulsion|convulsions|epileptic fit|fits)"],
  },
  {
    kind: "fire",
    always: [
      "(house|home|kitchen|room|building|shop|flat|car|bike|office|ghar|factory|apartment|store|godown|curtains|clothes|hair|saree|sari|dress|everything|something|bedroom|roof) ~3 (on fire|caught fire|is burning|burning|catching fire|in flames)",
      "(fire|flames|smoke) (in|at) (my|our|the|his|her) ~2 (house|home|kitchen|building|room|shop|flat|office|apartment|factory|neighbourhood|village|area|next door)",
      "(there is|theres) (a)? fire",
      "(smoke|flames) (everywhere|coming|filling|all over)",
      "(आगो|आगलागी|डढेलो) (लाग्यो|लागेको|लागिरहेको|लागिसक्यो|बलिरहेको|भयो|भइरहेको|फैलियो)",
      "(घर|भान्सा|कोठा|पसल|गाडी) ~3 (जल्दै|जलिरहेको|डढिरहेको)",
      "आग (लग गई|लग गयी|लगी है|लगी हुई|लग चुकी|लगी|फैल)",
      "(aago|agoo|ago|aagalagi|dadhelo) (lagyo|lageko|lagiraheko|lagisakyo|bhayo|failiyo)",
      "aag (lag|lg) (gayi|gai|gyi|gya|gaya|chuki)",
      "aag (lagi|lgi) (hai|hui|he|h)?",
      "aag fail*",
    ],
  },
  {
    kind: "gas",
    always: [
      "gas (leak|leaking|leakage|is leaking|cylinder leaking)",
      "(smell|smells|smelling) (of)? (gas|lpg)",
      "cylinder ~2 (leaking|leak|burst)",
      "(ग्यास|सिलिन्डर) ~2 (चुहि*|चुहा*|लिक*|गन्ध)",
      "(गैस|सिलेंडर|सिलिंडर) ~2 (लीक|रिस|बदबू|गंध)*",
      "(gas|cylinder) ~2 (chuhi*|chuha*|leak*|gandha|badbu|ris rahi)",
    ],
  },
  {
    kind: "poisoning",
    always: [
      "(drank|drunk|swallowed|ate|eaten|took|taken|consumed|has taken|gulped|drinking|swallowing|had) ~3 (poison|pesticide|insecticide|bleach|acid|kerosene|phenyl|phenol|harpic|rat poison|rat kill*|detergent|cleaner|toilet cleaner|weed killer)",
      "(swallowed|ate|took|taken|overdosed on|consumed) ~3 (whole|bottle|lot|many|all|strip|handful|too many|bunch) ~2 (pills|tablets|medicine|medicines|sleeping pills)",
      "(overdosed|overdose|over dose)",
      "(drank|drunk|swallowed|ate|eaten|took|consumed|has taken) ~3 (poisonous|toxic|chemical|chemicals|something poisonous)",
      "(विष|बिष|विषादी|बिषादी|किटनाशक|कीटनाशक|झोलमोल|मुसामार*|एसिड|मट्टितेल) ~3 (खायो|खाए|खानु*|खाइन्|खाएको|पियो|पिइन्|पिए|पिएको|सेवन|निल्यो|पिउनु*)",
      "(धेरै|सबै|पूरै|पुरै|एकैपटक|एकैचोटि|एक मुठी) ~2 (चक्की|औषधि|ट्याब्लेट|गोली|औषधी) ~2 (खायो|खाए|खाइन्|खाएको|निल्यो|खानु*)",
      "(ज़हर|जहर|कीटनाशक|चूहे मार*|चूहा मार*|तेज़ाब|तेजाब|फिनाइल|मिट्टी का तेल|केरोसिन) ~3 (खा|पी|निगल|खाया|पिया|निगला|खा लिया|पी लिया|खा ली|पी ली)*",
      "(बहुत सारी|सारी|ढेर सारी|पूरी|बहुत|सब) ~2 (गोलियाँ|गोलियां|दवाइयाँ|दवाइयां|दवाई|टैबलेट|गोली) ~2 (खा|निगल)*",
      "(bish|bis|vish|bishadi|visadi|kitnashak|keetnashak|musamar*|acid|mattitel) ~3 (khayo|khaye|khanu*|khain|khayeko|piyo|piyin|piye|piyeko|piunu*|piun*|sewan|nilyo)",
      "(dherai|sabai|purai|ekaichoti|ekai patak) ~2 (chakki|ausadhi|aushadhi|tablet|goli) ~2 (khayo|khaye|khain|khayeko|nilyo|khanu*)",
      "(zeher|zehar|jahar|jeher|zahar|jehar|jhr|zhr|jehr|zehr|keetnashak|kitnashak|tezab|tejab|phenyl|chuhe mar*) ~3 (kha|pi|nigal|khaya|piya|kha liya|pi liya|kha li|pi li|kha gaya|kha gayi)",
      "(bahut|saari|sari|poori|puri|dher) ~2 (goliyan|goliya|tablets|dawai|dawaiyan) ~2 (kha|nigal)*",
    ],
    unlessPast: ["(is|was|been|got|has been) poisoned"],
  },
  {
    kind: "snakebite",
    always: [
      "snake ~3 (bit|bitten|has bitten|just bit)",
      "(bit|bitten) by (a)? ~2 (snake|cobra|krait|viper)",
      "(सर्प|सर्पले|सांप|साँप|सांप ने|साँप ने) ~3 (टोक्यो|टोकेको|टोक्यो|काट|काटा|काट लिया|डस|डसा|डस लिया)",
      "(sarpa|sarp|saap|saanp|sanp|sap) ~3 (tokyo|tokeko|toki|kaat|kata|kaat liya|kat liya|das|dasa|das liya)",
    ],
    whenNow: ["(snakebite|snake bite)"],
  },
  {
    kind: "drowning",
    always: [
      "(fell|fallen|jumped|slipped) (in|into) ~3 (water|river|pond|well|tank|lake|pool|canal|sea)",
      "(खोला|नदी|पोखरी|पानी|ताल|तलाउ|कुवा|इनार|ट्याङ्की|नदीमा|पोखरीमा) ~3 (डुब्यो|डुबे|डुबिन्|डुब्दै|डुबेको|डुब्न|खस्यो|खसे)",
      "(नदी|तालाब|तलाब|पानी|कुएं|कुआं|कुएँ|टंकी|नहर|पूल|स्विमिंग) ~3 (डूब|डुब|गिर)*",
      "(khola|nadi|pokhari|pani|taal|tal|kuwa|inar|tanki) ~3 (dubyo|dube|dubin|dubdai|dubeko|dubna|khasyo|khase)",
      "(nadi|talab|talaab|pani|kuan|kuen|tanki|nahar|pool) ~3 (doob|dub|gir)*",
    ],
    unlessPast: [
      "(drowning|drowned) !(in (debt|work|loans|loan|problems|sorrow|tears|emi|bills|stress|love|worries|worry|karz|karja))",
    ],
  },
  {
    kind: "electric",
    always: [
      "(electric shock|electrocuted|electrocution|got shocked|got a shock|live wire)",
      "(करेन्ट|करेंट|करंट|बिजुली|बिजली) ~2 (लाग्यो|लागेको|लग गया|लगा|लग गयी|लगा है|झट्का|झटका)",
      "(current|karant|karent|bijuli|bijli) ~2 (lagyo|lageko|lag gaya|laga|lag gayi|jhatka)",
    ],
  },
  {
    kind: "accident",
    always: [
      "(hit|run over|knocked down|ran over|dragged) by ~2 (car|bus|truck|bike|motorcycle|vehicle|tempo|jeep|train|tractor|lorry|scooter)",
      "(car|bus|truck|bike|motorcycle|vehicle|tempo|jeep|train|tractor|lorry|scooter) (hit|ran over|knocked|struck|ran into|crashed into|ran) ~2 (my|him|her|me|a|the|us)",
      "(accident|crash) (just)? (happened|now|just now)",
      "(car|bus|bike|motorcycle|scooter|truck) (crash|accident) ~4 (now|just|help|hospital|bleeding|lying|hurt|injured)",
      "(car|bus|bike|motorcycle|scooter|truck|jeep|plane|vehicle|gadi|गाडी|बस|गाड़ी) (crashed|overturned|flipped|पल्टियो|पल्टी|palti*|पलट गई|पलट गयी|palat gayi|palat gai)",
      "(badly|seriously|severely|critically) (hurt|injured|wounded)",
      "lying (on|in) the (road|street|ground) ~3 (not|blood|bleeding|injured|hurt)?",
      "(गाडी|बस|ट्रक|मोटरसाइकल|बाइक|ट्याक्टर|टेम्पो|जीप|स्कुटर)(ले)? ~3 (ठक्कर|हान्यो|किच्यो|थिच्यो|ठोक्यो|लडायो)",
      "(ट्रक|गाड़ी|गाडी|बस|कार|बाइक|ट्रैक्टर|टेम्पो) ने ~2 (टक्कर|कुचल|ठोक|उड़ा)*",
      "(gadi|bus|truck|motorcycle|bike|tractor|tempo|jeep|scooter) (le|ne)? ~3 (thakkar|hanyo|kichyo|thichyo|thokyo|takkar|kuchal|thok|uda)*",
    ],
    unlessPast: [
      "(had|has had|met with|met|been in|got into|involved in|have had|just had|in) ~2 (accident|crash)",
      "(दुर्घटना|एक्सिडेन्ट|एक्सिडेंट|एक्सीडेंट|एक्सीडेन्ट) (भयो|भएको|पर्यो|परे|पर्नुभयो|हो गया|हो गयी|हो गई|हुआ|हुआ है)",
      "(accident|durghatana|durghatna|eksident) (bhayo|bhayeko|paryo|pare|ho gaya|ho gayi|ho gai|hua|hua hai)",
    ],
  },
  {
    kind: "burn",
    always: [
      "(badly|severely|seriously) (burned|burnt|scalded)",
      "(burned|burnt|scalded) (his|her|my|their) ~2 (hand|face|body|arm|leg|skin|chest|back)",
      "(burnt|burned|scalded) by (hot|boiling) ~2 (water|oil|tea|milk)",
      "(boiling|hot) (water|oil|tea|milk|dal) ~4 (fell|spilled|poured|splashed)",
      "skin ~2 (peeling|coming off)",
      "(हात|खुट्टा|अनुहार|जिउ|शरीर|छाला|मुख) ~2 (पोल्यो|पोलियो|जल्यो|डढ्यो|उप्कियो|पोलेको)",
      "(उम्लेको|तातो) (पानी|तेल|चिया|दूध|दाल)(ले)? ~3 (पोल*|खस्यो|पोखियो)",
      "(हाथ|चेहरा|पैर|शरीर|बदन|त्वचा|खाल) ~3 (जल गया|जल गई|जल गयी|झुलस*)",
      "(जल गया|जल गई|जल गयी|झुलस) ~3 (हाथ|चेहरा|पैर|शरीर|बदन)",
      "(गर्म|खौलता|उबलता|खौलते|उबलते|गरम) (तेल|पानी|दूध|चाय) ~4 (जल|गिर|गिरा|पड़ा)*",
      "(umaleko|tato) (pani|tel|chiya|dudh|dal) (le)? ~3 (pol*|khasyo|pokhiyo)",
      "(haat|hat|khutta|anuhar|jiu|sarir|chhala) ~2 (polyo|poliyo|jalyo|dadhyo|upkiyo)",
      "(haath|hath|chehra|pair|sharir|badan) ~3 (jal gaya|jal gayi|jal gai|jhulas*)",
      "(garam|garm|khaulta|ubalta) (tel|pani|doodh|dudh|chai|chay) ~4 (jal|gir|gira|pada)*",
    ],
  },
  {
    kind: "violence",
    always: [
      `${PERSON} ~3 (is|s|are|keeps)? (beating|hitting|attacking|stabbing|strangling|choking|kicking) (me|us|my|her|him|them) !(with)`,
      "(being|getting) (attacked|beaten|hit|stabbed|raped|assaulted|strangled)",
      "(broke|broken|breaking|forced) (in|into) (the|our|my|his|her)? (house|home|room|flat|shop|apartment)",
      "(someone|somebody|thieves|thief|robbers|robber|burglar|burglars|men|people|they) ~2 (broke|broken|breaking) in",
      "(has|with|holding|pulled|pointing) (a)? (knife|gun|weapon|pistol|sword|khukuri|axe)",
      "(threatening|trying|tried|going|about) to (kill|murder|stab|shoot) (me|us|my|her|him)",
      "(been|got|was|is|were|being|getting) (shot|stabbed)",
      "(stabbing|gunfire|shooting at|firing at)",
      "(trying to|about to|going to) (break|get|force) (in|into)",
      "(कुटिरहेको|कुट्दैछ|कुट्दै|पिटिरहेको|पिट्दै|हानिरहेको|हान्दै|मार्न खोज्दै*|मार्न खोज्यो|मार्न लाग्यो)",
      "(चक्कु|खुकुरी|बन्दुक|पेस्तोल|हतियार) ~3 (लिएर|बोकेर|देखाएर|ताकेर)",
      "(घरमा|कोठामा|घर) ~2 (पस्यो|पसे|छिर्यो|छिरे|पस्यो)",
      "(मार|पीट|पिट) (रहा|रही|रहे) (है|हैं)?",
      "(चाकू|छुरा|छुरी|बंदूक|बन्दूक|पिस्तौल|तलवार|हथियार) (लेकर|ले के|लिए|दिखा*|तान*)",
      "घुस (आया|आए|गए|गया|आई|आये)",
      "जान से (मारने|मार) ~2 (धमकी|वाला|वाले|दे रहा|दे रहे|रहा)",
      "(kutiraheko|kutdai|kutdaicha|pitiraheko|pitdai|haniraheko|handai|marna khojdai*|marna khojyo)",
      "(chakku|khukuri|banduk|pistol|hatiyar) ~3 (liyera|bokera|dekhayera|takera)",
      "(maar|mar|peet|pit|pitt) (raha|rahi|rahe|rha|rhi|rhe) (hai|he|h|hain)?",
      "(chaku|chhura|chhuri|bandook|banduk|pistol|talwar|hathiyar) (lekar|leke|liye|dikha*|tan*)",
      "(ghus aaya|ghus aya|ghus aaye|ghus gaye|ghus gaya|ghus aayi)",
      "jaan se (maarne|marne|maar|mar) ~2 (dhamki|wala|wale|de raha|de rahe)",
    ],
  },
  {
    kind: "other",
    always: [
      "(call|need|send|get|calling) ~2 (an)? (ambulance|ambulence)",
      "medical emergency",
      "(landslide|mudslide|flood|earthquake|पहिरो|बाढी|भूकम्प|भूकंप|बाढ़|pahiro|badhi|bhukampa|bhukamp|baadh|badh) ~5 (trapped|buried|stuck|swept|missing|help|now|पुरियो|पुरिए|बगायो|बग्यो|फसे|फँसे|puriyo|bagayo|fase|fanse|dab gaye|दब गए|बह गए|bah gaye)",
      "(trapped|stuck|buried) (in|under|inside) ~3 (rubble|debris|collapsed|burning|the fire|landslide|flood water|lift|elevator)",
      "(एम्बुलेन्स|एम्बुलेंस|एंबुलेंस) ~2 (बोलाउ*|चाहियो|पठाउ*|बुलाओ|बुलाइए|चाहिए)",
      "(ambulance|ambulence|embulens) ~2 (bolau*|chahiyo|pathau*|bulao|bulaiye|bulaye|chahiye)",
    ],
    whenNow: [`${PERSON} ~2 (is|s)? dying !(to|for|of)`],
    unlessPast: [
      "(मर्दै|मर्न लाग्नु*|मर्न लाग्यो|मर रहा|मर रही|मरने वाला|मरने वाली)",
      "(mardai|marna lagyo|marna lagnu*|mar raha|mar rahi|marne wala|marne wali)",
    ],
  },
];
