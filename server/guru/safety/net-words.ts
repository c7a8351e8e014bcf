// The concepts the safety net (./net.ts) combines, in English, Nepali and Hindi, Devanagari and romanised (the
// pattern language is in ./matcher.ts). Each list names one idea in the many ways people type it, short and loose
// on purpose: the net is asked only when the exact patterns of ./danger-words.ts found nothing, and it favours a
// free help reply over a missed cry for help. Tuned on test/fixtures/guru-safety/training.txt, training-2.txt and
// net-dev.txt only.
import type { EmergencyKind } from "./danger-words";

// Shared pieces (written out inside patterns by interpolation).
const DIE_NE =
  "(मर्न|मर्नु|मर्नै|मरौं|मरौँ|मरुँ|मरूँ|मर्छु|मरिदिन्छु|मरिदिउँ|मरेर जान|marna|marnu|marnai|marau|maru|marchu|maridinchu|maridiu|marera jana)";
const DIE_HI =
  "(मरना|मरने|मर जाऊं|मर जाऊँ|मर जाउं|मर जाना|मर जाता|मर जाती|मर जाए|मौत|marna|marne|mar jau|mar jaun|mar jaau|mar jana|mar jaana|mar jata|mar jati|maut)";
const DIE_EN =
  "(die= !(my|his|her|the|it|hair|clothes|cloth)|be dead|better dead|id be dead|rather be dead|not be alive|not alive|not be here|not be around|be gone)";

/**
 * Self-harm or ending one's life said outright: a crisis whatever else the message says (only NOT_SELF_HARM, the
 * word used as a chart term or denied, keeps it from counting).
 */
export const SELF_HARM: readonly string[] = [
  // English
  "(suicide|suicidal|unalive)",
  "(kill|killing|finish|finishing|end|ending|hurt|hurting|cut|cutting|hang|hanging|poison|poisoning|drown) (myself|my self|meself|yourself|urself|oneself)",
  "(hang|hanging) ~3 (fan|ceiling|rope|noose|tree)",
  "(noose|rope) ~4 (fan|ceiling|neck|hang|tonight|ready|thinking|looking)",
  "(fan|ceiling) ~6 (rope|noose|dupatta|scarf)",
  "(rope|noose|dupatta|scarf|chunni|saree|sari) ~6 (fan|ceiling|hook)",
  "(jump|jumping|throw myself|lie down|lying down) ~4 (bridge|roof|terrace|building|cliff|balcony|train|railway|track|tracks|river|floor|high|height|somewhere high|something high)",
  "(how high|which floor|how many floors) ~6 (die|dead|kill)",
  "(driving|drive|crash|crashing) (my)? (car|bike|scooter)? ~2 (into|off) ~3 (wall|truck|bridge|cliff|river|tree|bus)",
  "(slit|cut|cutting|slash|slashing|cuts|cutted) ~3 (wrist|wrists|vein|veins|arm|arms|thigh|throat)",
  "(cutting|cut|hurting|harming) (again|every night|myself again)",
  "(bought|got|have|buying|keeping|kept|counted|counting|collected|saved|hid|hidden) ~4 (rat poison|poison|pesticide|rope|sleeping pills|pills|tablets|blade|razor)",
  "(pills|tablets|poison|pesticide|rope) ~6 (counted|ready|enough|on the table|in my hand|in front of me|not for)",
  "(drinking|drink|eat|eating|swallow|take|taking) (the)? ~2 (pesticide|poison|rat poison|bleach|acid|all the pills|all my pills)",
  "(end|ending|take|taking|finish) (my|my own|this) (life|lyf|lif|story|chapter|existence)",
  "(wish|hope|pray|praying) ~4 (hit me|kill me|run me over|runs me over|take me away)",
  "(its|this is) the end (for me|of me)",
  "(before i|when i|after i|i will|ill) (go|leave) (for good|forever|permanently)",
  "why (am i|am i even|should i be|do i even) (alive|living|still alive|still here)",
  "(swallow|swallowing|take|taking|eat|drink) (all|the whole|every) ~3 (tablets|pills|medicine|medicines|bottle|strip)",
  "(jee|ji|जी) (nahi|नहीं|nhi) (paunga|paungi|पाऊँगा|पाऊँगी|paaunga)",
  "(want|wanna|wish|going|gonna|decided|ready|plan|planning) (to)? (die= !(my|his|her|the|it|hair|clothes|cloth)|end it|end everything|end things|be dead|not exist|disappear forever|give up on life)",
  "(give|giving|gave) up on (life|living|everything)",
  "(god|bhagwan|bhagavan|bhagwaan|bhagawan) ~4 (take me|take me away|utha le|utha lo|lai jau|leja|lejau)",
  "(tonight|today) (is)? (my)? (last|final) (night|day)",
  "(dying|death|die=|suicide) ~3 (except|besides|but) ~3 (way|option|choice)",
  "(ending|end|finish|finishing) (this|it|it all|everything) ~3 (tonight|today|now|soon|this week)",
  "(tonight|today) ~4 (ending|end|finish|finishing) (this|it|it all|everything|things)",
  "(how much|how many) ~3 (paracetamol|pills|tablets|medicine|insulin|poison) ~4 (takes|enough|kill|dead|lethal|overdose)",
  "(researching|searching|googling|looking up|reading about) ~4 (paracetamol|overdose|ways to die|how to die|painless)",
  "(cant|cannot|can not|unable to) (keep living|go on living|live like this|keep going like this)",
  "(sleep|asleep) ~5 (never|not) (come back|wake|return|get up)",
  "(walk|walking|go|going|swim|swimming) (into|in) (the)? (sea|river|lake|ocean|water)",
  // One's own body found: "मेरो लास भोलि कसैले भेट्ला", "meri laash kal milegi".
  "(my|मेरो|मेरी|mero|meri) (body|लास|लाश|laash|lash|las) ~4 (found|find|भेट्ला|भेटिन्छ|भेटिएला|मिलेगी|मिलेगा|milegi|milega|bhetla|bhetincha)",
  "(sulphas|sulfas|celphos|सल्फास) ~4 (goli|गोली|tablet|rakh*|रख*|kha*|खा*|ready|have|bought|kine|किने*)",
  // Pills gathered: "निद्राको औषधि जम्मा गरेको छु", "neend ki goliyan ikatthi kar li".
  "(औषधि|औषधी|चक्की|गोली|ट्याब्लेट|गोलियां|गोलियाँ|दवाई|दवाइयां|दवाइयाँ|टैबलेट) ~3 (जम्मा|लुकाएर|लुकाएको|थुपार*|इकट्ठ*|जमा|छुपा*)",
  "(ausadhi|aushadhi|chakki|goli|goliyan|goliya|dawai|dawaiyan|tablet|tablets) ~3 (jamma|jama|lukayera|lukaeko|thupar*|ikatth*|ikath*|chhupa*|chupa*)",
  // Nepali, Devanagari
  "(आत्महत्या|आत्महत्त्या|सुसाइड)",
  "(फाँसी|फासी|झुन्डि*|झुण्डि*|पासो)",
  "(ज्यान|प्राण) (दिनु|दिने|दिन्छु|दिउँ|फाल्नु|फाल्ने|लिनु|त्याग्नु)",
  `(आफैलाई|आफैंलाई|आफूलाई|आफै|आफैं) ~3 (सिध्याउ*|सकाउ*|मार्न|मार्छु|काट*)`,
  "(ब्लेड|चक्कु|छुरी) ~3 (काट*|काटिरहेको|काट्छु)",
  "(हाम|हामफाल*) (फाल*)?",
  "(अन्त्येष्टि|मेरो लास)",
  "(विषादी|विष|बिष|बिषादी|मुसामार*) ~4 (खाइदिउँ|खाइदिन्छु|खान्छु|खाउँ|पिउँ|पिइदिन्छु|खाएर मर्छु)",
  `(सधैंको|सधैँको|सधैंका|सधैँका|सधैको|सधैका|सदाको) (लागि)? ~3 (सुत्न|सुतिदिन|सुतौं|निदाउन|जान|जाँदैछु|बिदा)`,
  `(नभए|भएन भने|नत्र) (त)? ~3 (म)? ${DIE_NE}`,
  "(बाँच्नु|बाँच्न|जिउनु|बाँच्नै|जिउनै) (नै)? (छैन|छैन्)",
  "(नभएकै|नभए नै|नरहेकै|नहुनु नै) (राम्रो|बेस|जाती)",
  `${DIE_NE} (बाहेक|बाहेकको|सिवाय) ~3 (बाटो|उपाय|विकल्प)`,
  // Nepali, romanised
  "(aatmahatya|atmahatya|aatmahatya|aatma hatya|atma hatya|suicide)",
  "(fansi|phansi|faansi|phaansi|fasi|jhundi*|jhundy*)",
  "(jyan|jyaan|pran) (dinu|dine|dinchu|diu|falnu|falne|linu|tyagnu)",
  "(aafai|aafailai|aafulai|afai|afailai|afulai|aaphai|aaphailai|aafnai) ~3 (sidhyau*|sakau*|marna|marchu|kaat*)",
  "blade ~3 (kaat*|kat*)",
  "(haam|ham) (fal*|phal*)",
  "(bish|bis|visadi|bishadi|musamar*) ~4 (khaidiu|khaidinchu|khanchu|khau|piu|piidinchu|khayera marchu)",
  "(sadhai|sadhain|sadhaiko|sadaiko) (ko)? (lagi)? ~3 (sutna|sutidina|sutau|nidauna|jana|jadaichu|bida)",
  `(nabhaye|bhayena bhane|natra) (ta)? ~3 (ma)? ${DIE_NE}`,
  "(bachnu|banchnu|jiunu|bachnai|banchnai) (nai)? (chaina|chhaina|xaina)",
  "(nabhayekai|nabhaekai|narahekai|nahunu nai) (ramro|bes|jati)",
  `${DIE_NE} (bahek|bahekko|sivay) ~3 (bato|upaya|upay|bikalpa)`,
  // Hindi, Devanagari
  "(खुदकुशी|खुदकशी|आत्महत्या|सुसाइड|सुइसाइड)",
  "(फांसी|फाँसी|फंदा|फंदे)",
  "(पंखे|पंखा|छत|पेड़) (से)? ~2 (लटक*|झूल*)",
  "जान (दे|ले) (दूंगा|दूंगी|दूँगा|दूँगी|दूं|दूँ|लूंगा|लूंगी|लूँगा|लूँगी|लूं|लूँ|दी|ली)",
  "(कलाई|नस|नसें) ~2 (काट*)",
  "(खुद|ख़ुद|अपने आप) (को)? ~2 (खत्म|ख़त्म|मार|मिटा)*",
  "(ट्रेन|रेल|पटरी|पुल|छत|नहर|नदी|कुएं|कुआं|समुंदर) ~4 (कूद*|कुद*|लेट*)",
  "(भगवान|ईश्वर|ऊपरवाले|ऊपरवाला) ~3 (उठा ले|उठा लो|बुला ले|बुला लो)",
  `(नहीं तो|वरना|ना हुई तो|न हुई तो|नहीं हुई तो|नहीं हुआ तो|न हुआ तो) ~3 (मैं)? ${DIE_HI}`,
  `${DIE_HI} (के)? (सिवा|सिवाय|अलावा) ~3 (रास्ता|उपाय|चारा)`,
  "(कभी)? (न|ना|नहीं) (उठूं|उठूँ|जागूं|जागूँ|उठना|जागना)",
  "(जीना|जिंदा रहना) (ही)? (नहीं|नही) (है)",
  "(हमेशा के लिए) ~3 (जा रहा|जा रही|चला जाऊं|चली जाऊं|सो जाऊं|सो जाऊँ)",
  // Hindi, romanised
  "(khudkushi|khudkhushi|khudkusi|khudkhusi|aatmhatya|atmhatya)",
  "(fanda|phanda|fande|phande) ~3 (laga*|lagau*|dal*|gale)",
  "(pankhe|pankha|chhat|ped) (se)? ~2 (latak*|jhool*|jhul*)",
  "jaan (de|le) (dunga|dungi|du|dun|lunga|lungi|lu|lun|di|li)",
  "(kalai|nas|nase) ~2 (kaat*|kat*)",
  "(khud|apne aap|khudko) (ko)? ~2 (khatam|khatm|maar|mita)*",
  "(train|rail|patri|pul|chhat|nahar|nadi|kuan|kuen|samundar) ~4 (kood*|kud*|let*)",
  `(nahi to|warna|varna|na hui to|nahi hui to|nahi hua to|na hua to) ~3 (main|mai)? ${DIE_HI}`,
  `${DIE_HI} (ke)? (siva|siwa|sivay|alawa|alava) ~3 (rasta|raasta|upay|chara)`,
  "(kabhi|kbhi)? (na|nahi|nhi) (uthu|uthun|uthoon|jagu|jagun|uthna|jagna)",
  "(jeena|jina|zinda rehna) (hi)? (nahi|nhi|nahin) (hai|h)",
  "(hamesha ke liye) ~3 (ja raha|ja rahi|chala jaun|chali jaun|chala jau|chali jau|so jau|so jaun)",
  // Sleep forever, either order: "निद्राको औषधि खाएर सुत्छु सधैंका लागि", "hamesha ke liye so jaunga".
  "(सधैं|सधैँ|सधैंका|सधैँका|sadhai|sadhain|हमेशा|hamesha|forever) ~4 (सुत्छु|sutchu|सुत्ने|sutne|so jaunga|so jaungi|so jau|so jaun|सो जाऊँगा|सो जाऊँगी|सो जाऊं|sleep)",
  "(सुत्छु|sutchu|सुत्ने|sutne|so jaunga|so jaungi|so jau|so jaun|सो जाऊँगा|सो जाऊँगी|सो जाऊं|sleep) ~4 (सधैं|सधैँ|सधैंका|सधैँका|sadhai|sadhain|हमेशा|hamesha|forever)",
  // Not wanting to go on living: "i dont want to continue living", "i dont feel like living".
  "(dont|do not|didnt|no longer) (want|feel like|wanna|wish) (to)? (continue|keep|go on)? (living|live !(in|with|at|near|abroad|here|there|alone)|alive|existing|exist)",
  "(wont|will not|never) (hear from|see) me again",
  "(i|ill|i will|gonna|going to|then|and) (end it|end it all|end everything|end my life)",
  "do something (stupid|to myself|tonight|drastic)",
  "(starve|starving|punish|punishing) myself",
  "(pesticide|poison|rope|pills|blade|razor|विष|विषादी|bishadi|zeher|जहर|डोरी|dori) ~8 (think about it|thinking about it|keep looking|every day|daily|under my bed|in my room|hidden|hide|hid|लुकाएर|lukayera|chupa ke|छुपा के)",
  "(bang|banging|hit|hitting|punch|punching) my (head|self) ~4 (wall|till|bleed|bleeds|blood)",
  "(बाँच्न|bachna|banchna|जिउन|jiuna|जीने|jeene|jine) (लायक|layak|laayak|लाएक) ~2 (छैन|chaina|chhaina|xaina|नहीं|nahi|nhi)",
  "(अर्को जुनी|arko juni|अर्को जन्म|arko janma|अगले जन्म|agle janam|agle janm|next life|next birth) ~3 (भेटौंला|भेटौँला|bhetaula|milenge|मिलेंगे|मिलूँगा|milunga|meet|see you)",
  "(mar|मर) (bhi|भी) (jau|jaun|जाऊँ|जाऊं|jaaun|gaya|गया|gayi|गई) ~4 (kisi|किसी|koi|कोई|farak|फर्क|fark)",
  // Means asked about or at hand: "will it hurt if i drink phenyl", "कति वटा चक्की खाए मरिन्छ", "kitne floor se".
  "(phenyl|phenol|harpic|bleach|acid|pesticide|keetnashak|कीटनाशक|bishadi|विषादी|poison|zeher|jeher|जहर|bish|विष|kerosene|mattitel|मट्टितेल) ~4 (hurt|painful|die|kill|dead|marincha|मरिन्छ|mar jata|मर जाता|maut|मौत|enough)",
  "(kati|कति|kitni|कितनी|kitne|कितने|how many|how much|which|kun|कुन|kaunsi|kaun si|कौन सी|कौनसी) ~4 (chakki|चक्की|goli*|गोली*|pills|tablets|paracetamol|ausadhi|औषधि|dawa|dawai|दवा|medicine|poison|bish|विष|zeher) ~4 (marincha|marinchha|मरिन्छ|mar jata|mar jate|मर जाता|मर जाते|maut|मौत|die|dies|dead|kill|kills|enough|does it take|it take)",
  "(मंजिल|manzil|manjil|floor|floors|तला|tala|talla|storey|storeys) ~6 (मर जाता|mar jata|mar jaata|मरिन्छ|marincha|die|dies|dead|death|maut|मौत)",
  `(मैले|maile|मैंने|maine|i) ~3 (विषादी|bishadi|विष|bish|जहर|zeher|poison|कीटनाशक|keetnashak|pesticide|चक्की|chakki|गोलियाँ|goliyan|pills|औषधि|ausadhi) ~3 (खाएँ|खाएं|khaye|khae|पिएँ|piye|खा लीं|खा ली|kha li|kha liya|पी लिया|pee liya|took|drank|swallowed|ate|खाइदिएँ|khaidiye)`,
  "(rat poison|poison|zeher|jeher|bish|विष|जहर|keetnashak|bishadi|विषादी|pesticide) ~6 (kha lunga|kha lungi|pee lunga|pi lunga|khanchu|khanchhu|pinchu|खा लूँगा|खा लूँगी|पी लूँगा|खान्छु|पिउँछु|will drink|will eat|will take)",
  "(took|taken|swallowed|have taken|just took) ~3 (sleeping pills|sleeping tablets|all the pills|all my pills|whole strip)",
  // Cutting or burning oneself: "हात काटिरहन्छु", "haath kaat ti rehti hu", "kal haath kaata tha, aaj phir kaatungi".
  "(हात|हाथ|haat|hath|haath|नस|nas|नसा|kalai|कलाई|नाडी) ~2 (काटिरहन्छु|काटें|काटेँ|काट्छु|काटूँगी|काटूँगा|काटूंगी|काटूंगा|काट लिया|काट ली|काटती|काटता|काट लूँगा|काट लूंगा|काट लूँगी|काटा|katirahanchu|katirahanxu|kate|katchu|kaatungi|kaatunga|katungi|katunga|kaat liya|kaat li|kaat ti|kaatti|kaatta|kaat lunga|kaat lungi|kat lunga|kaata)",
  "(blade|razor|cigarette|cigarettes|lighter) ~6 (arms|arm|wrist|wrists|skin|thigh|myself|haath|haat|हात|हाथ)",
  "(scratch|scratching|burn|burning) (myself|my arms|my skin|my wrist|my wrists)",
  "(cutting|cut myself|hurting myself|self harm) ~4 (feel better|helps|relief|calm|only thing)",
  // No use in living, either order: "what is the use of living", "kya fayda aise jeene ka" (meaning: DISTRESS).
  "(use|point|fayda|faida|फायदा) ~4 (living|jeene|जीने|jine|bachnu|बाँच्नु|bachera|बाँचेर|jiunu|जिउनु)",
  "(living|jeene|जीने|jine|bachnu|बाँच्नु|jiunu|जिउनु) ~4 (use|point|fayda|faida|फायदा|reason|wajah|vajah|वजह|maksad|मकसद|karan|कारण)",
  "(sabai|सबै|saari|सारी|sari|all) (ausadhi|औषधि|goliyan|गोलियाँ|chakki|चक्की|dawai|pills|tablets|medicines) ~3 (khaidiye|खाइदिएँ|khaye|खाएँ|kha li|खा लीं|खा ली|took|swallowed)",
  "(hurt|painful|die|kill) ~4 (phenyl|phenol|harpic|bleach|acid|pesticide|kerosene|poison)",
  // Better off if I were not: "sab log better rahenge agar main na rahu" ("rahu" is also the planet, a chart word).
  "(सजिलो|sajilo|better|बेहतर|behtar|khush|खुश|खुसी|khusi|sukhi|सुखी|aaram|आराम) ~4 (नहुँदा|nahuda|nahunda|na rahu|न रहूँ|na rahun|न रहूं)",
  "(use|try) (it|this|that|the knife|a knife|the blade|a blade) on myself",
  // The noose made ready: "पंखामा डोरी बाँधिसकें", "pankhe se dupatta baandh liya".
  "(पंखा|पंखामा|पंखे|पङ्खा|pankha|pankhe|fan|ceiling|सिलिङ) ~4 (डोरी|dori|दुपट्टा|dupatta|rope|रस्सी|rassi|फंदा|फन्दा|fanda|पासो|paso|साडी|saree|sari|चुन्नी|chunni|गमछा|gamcha)",
  "(be on|lie on|lie down on|sleep on|let* on) (the)? (track|tracks|railway|railway line|patri)",
  "(river|lake|sea|pond|dam|नदी|nadi|talab) ~6 (walk in|walk into)",
  "(crash|accident|fall|jump) ~3 (on purpose|deliberately|intentionally|jaanbujh*|जानबूझ*)",
  // Why live: "किन बाँच्ने होला", "k ko lagi bachne ho khai", "क्यों जीता रहूँ".
  "(किन|kina|k ko lagi|ke ko lagi|के को लागि) ~3 (बाँच्ने|बाँच्नु|बाँचिरहनु|बाँचिरहने|जिउने|जिउनु|bachne|bachnu|bachirahanu|bachirahane|banchne|banchnu|jiune|jiunu)",
  "(क्यों|kyu|kyun|kyon|kiu|kyo) ~3 (जीता|जीती|जियूँ|जियूं|जिऊँ|जीऊँ|jita|jiti|jiyu|jiyun|jiun|jeeta|jeeti|zinda)",
  "(बाँच्नु|bachnu|banchnu|जिउनु|jiunu|जीना|jeena|jina|जीने|jeene|jine|सास फेर्नु) ~3 (बेकार|bekar|bekaar|व्यर्थ|byartha|vyarth|फिजूल|fizool)",
  "(जीने|jeene|jine|बाँच्ने|bachne|जिउने|jiune) (की|ki|को|ko)? (इच्छा|ichha|iccha|चाह|chah|मन|man|mann) ~3 (खत्म|khatam|khatm|सकियो|sakiyo|मर गई|mar gayi)",
  "(मर्नुबाहेक|marnubahek|मर्नु बाहेक|marnu bahek|मरने के अलावा|marne ke alawa|marne ke siwa|मरने के सिवा)",
  "(भगवान|bhagwan|bhagawan|god|ishwar) ~3 (उठाइदिए|उठाइदेओस्|uthaidiye|uthaidiyos|uthaos|uthale|उठा लो|uthalo)",
  "(go|going|went) to god (now|today|tonight)",
  "(bhagwan|भगवान|ishwar|ईश्वर|god) ~4 (paas|पास|sanga|सँग) (bula lo|bula le|bulalo|bula lijiye|बुला लो|बुला ले|bolau|बोलाऊ|bolaideu|बोलाइदेऊ)",
  "(nas|नस|kalai|कलाई|wrist|haath|हाथ|hath|haat|हात) ~3 (kaatne|काटने|katne|काट्ने|katna|kaatna|काटना|cut|cutting) ~3 (soch*|सोच*|man|मन|mann|plan|bichar|विचार|vichar|thinking)",
  "(विष|विषादी|bish|bishadi|visadi|vishadi|vish|jahar|zeher|जहर|poison|keetnashak|कीटनाशक|pesticide) ~3 (khane|खाने|khanu|खानु|pine|पिउने|piune|khau|khaun|खाऊँ|kha|खा|peene|पीने|pi|drink|drinking|take|taking) ~3 (soch*|सोच*|man|मन|mann|bichar|विचार|vichar|chahanchu|चाहन्छु|chahta|chahti|thinking)",
  "(bhagwan|भगवान|ishwar|ईश्वर) (ke paas|के पास|sanga|सँग|कहाँ|kaha) (jana|jaana|jaunga|jaungi|जाना|जाऊँगा|जाऊँगी|janchu|जान्छु)",
  "(join|be with) (her|him|them|my late|my dead) ~3 (soon|now|today|tonight|there|mother|father|mom|dad)",
  "(pray|praying|prayed) ~3 (dont|never|not) (wake|wake up)",
  "(aankh|आँख|आंख|aankhein|आँखें|aakha|आँखा) (hi|ही|नै|nai)? (na|न|kabhi na|कभी न) (khule|खुले|khulen|खुलें)",
  "(uthna|उठना|jagna|जागना|उठ्नु|uthnu) (hi|ही|नै|nai)? (na|न|नपरोस्|naparos) (pade|पड़े|परोस्|paros)?",
  "(नउठे|nauthe|na uthe) (huntheyo|हुन्थ्यो|hunthyo)",
  // Leaving the world: "यो संसार छोडेर जान मन छ", "chala jaunga duniya se".
  "(संसार|sansar|duniya|दुनिया|duniyan|world) ~3 (छोडेर|छोड्न|chodera|chodna|chhodera|chhodna|छोड|छोडकर|chhod|chod|chhodkar|chodkar) ~3 (जान|jana|jane|जाने|जाना|jaana|चला|chala|chali)",
  "(chala|chali|चला|चली) (jaunga|jaungi|जाऊँगा|जाऊँगी|jaaunga) ~3 (duniya|दुनिया|sansar|संसार)",
  // The last of it: "tonight is the night", "aaj last din hai mera", "आज राति सबै सकिन्छ", "this is my last message".
  "tonight is the night",
  "(tonight|aaj raat|आज रात|आज राति|aaja rati|aaj rati) ~3 (सबै|sabai|sab|सब|everything|it all) ~2 (सकिन्छ|sakincha|sakinchha|khatam|खत्म|ends|over|end)",
  "(this is|ye|yo|यो|ये) (my|mero|mera|मेरो|मेरा) (last|antim|aakhri|akhri|अन्तिम|आखिरी) (message|question|msg|sms|prashna|sawal|सवाल|प्रश्न|सन्देश|मैसेज)",
  // After I am gone: "म गएपछि पढ्नु", "mere jaane ke baad mera phone bhai ko de dena".
  "(after i am gone|after im gone|when im gone|when i am gone|once im gone|once i am gone|ma mare pachi|म मरेपछि|मेरे मरने के बाद|mere marne ke baad)",
  "(ma gaye pachi|ma gayepachi|म गएपछि|म गए पछि|मेरे जाने के बाद|mere jaane ke baad|mere jane ke baad) ~8 (padhna|padhnu|पढ्नु|पढ़ना|dinu|दिनु|de dena|दे देना|khayal|ख्याल|sambhal*|संभाल*|rona|रोना|phone|letter|chithi|chitthi|चिठी|चिट्ठी)",
  // Sorry said through someone: "tell my parents sorry", "mummy papa ko sorry bol dena", "मेरो तर्फबाट माफी मागिदिनु".
  "(tell|bol dena|bol dijiye|kehna|kah dena|कहना|कह देना|bhanidinu|भनिदिनु|bhandinu) ~4 (sorry|maaf|माफ|maafi|माफी)",
  "(sorry|maaf|माफ|maafi|माफी) ~4 (bol dena|kehna|kah dena|कहना|कह देना|bhanidinu|भनिदिनु|मागिदिनु|magidinu)",
  "(mero tarf bata|mero tarfa bata|मेरो तर्फबाट|mere taraf se|meri taraf se|मेरी तरफ से|मेरे तरफ से) ~4 (sorry|maaf|माफ|maafi|माफी)",
  "(सबैलाई|sabai lai|sabailai|सबको|sabko) ~2 (माफ|maaf|maf|माफी) (गर्नु|garnu|करना|karna|गरिदिनु|garidinu)",
  "(फेरि|pheri|फिर|phir|kabhi|कभी) ~2 (भेटिन्न|bhetinna|नहीं मिलूँगा|nahi milunga|nahi milungi|नहीं मिलूँगी)",
  "better off ~4 (insurance|without me)",
];

/** A self-harm word as a chart term, denied, or in a dream: the strong list does not count. */
export const NOT_SELF_HARM: readonly string[] = [
  "(suicide|aatmahatya|atmahatya|आत्महत्या|khudkushi|खुदकुशी|fansi|फाँसी|फांसी|hanging) ~2 (yoga|yog|योग|dosh|dosha|दोष)",
  "(not|never|no|nahi|छैन|नहीं) (suicidal|suicide)",
  "(dream|dreamt|dreamed|dreaming|sapna|sapne|sapana|सपना|सपने|सपनामा)",
  "(movie|film|song|news|series|book|a story|the story|serial|फिल्म|समाचार|खबर|kahani|कहानी)",
];

/**
 * Despair, goodbye, a wish to be gone, said in everyday words: a crisis unless the message asks the chart, asks
 * when or how long, jokes, fears, or tells of the past (NOT_DISTRESS with the patterns' own NOT_A_CRISIS).
 */
export const DISTRESS: readonly string[] = [
  // English
  DIE_EN,
  "(dying|death) !(to|for|of|card|anniversary|date|rites)",
  "(what is|whats|what s|wats|what is even|whats even) (the)? (point|use)",
  "(no|any) (point|use) (anymore|any more|in anything|of anything|in living|in life|of life|to anything|in trying|going on)",
  "(nothing|none of it|none of this) (matters|matter|makes sense) (anymore|any more)?",
  "(hopeless|no hope|lost all hope|without hope|worthless|waste of space|useless person|failure at everything)",
  // Not "bhaar" alone: folded it is Hindi "baar" (times).
  "(burden|bojh)",
  "(cant|cannot|can not|unable to) (take|bear|handle|stand|do) ~2 (anymore|any more|longer|it all)",
  "(tired|sick|exhausted|done) (of|with) ~3 (fighting|everything|all of it|it all|trying|pretending|this life|living|life|being alive)",
  "(rather not|wouldnt mind not) (be|being)? ~2 (alive|here|around|born)",
  "(wasnt|werent|was not|no longer) (here|around|alive)",
  "not (here|around) ~4 (anymore|any more|fine|better|happier|cope|easier|much longer|next year)",
  "(be|being) (here|around) ~2 (much longer|next year|anymore|any more|tomorrow)",
  "(see|imagine|picture) myself (being)? ~3 (next year|future|old|alive)",
  "(deserve|deserves|deserved) (better|better than me)",
  "(gave|given|giving|give) (away)? ~3 (my phone|my bike|my things|my stuff|my clothes|my savings|my books|everything|all my)",
  "(wont|will not|dont|do not) need (them|it|these|those|anything|my)",
  "(letters|letter|notes|note) (to|for) ~3 (parents|mother|father|mom|dad|sister|brother|family|wife|husband|kids|children|everyone)",
  "(goodbye|goodbyes|good bye|farewell|last goodbye)",
  "love (you)? (all|everyone|you all|you guys)",
  "(never|wont|will not|not) (come|coming) back",
  "(stop|never|not) (waking|wake) (up)?",
  "(wont|will not|not going to|dont think ill) (make it|be here|be alive|survive) (to|till|until|past)",
  "plan ~3 (date|time|method|way to)",
  "made (a|my|the) plan",
  "(tired of being|i am a|im a|im just a|i am just a) ~2 (disappointment|failure|problem|waste)",
  "(wont|will not|not going to) (bother|trouble|disturb|burden) ~3 (anyone|anybody|you|much longer|anymore)",
  "(everything|it all|all) (to)? (go|goes|fade|fades) (dark|black|silent|quiet)",
  "(because of me|my fault) ~4 (suffer|suffering|sad|unhappy|miserable)",
  "(funeral|cremation)",
  "made up my mind",
  "(problem|trouble|burden|headache) (for|to) (anyone|anybody|everyone|you all|them) ~3 (after|anymore|any more|again)",
  "(reason|reasons) ~3 (live|living|stay|go on) ~3 (dont|cant|no|none|not)",
  "(world|this world) ~6 (dont|do not|not|cant) ~3 (stay|live|be)",
  "disappear !(from my chart)",
  "(pain|suffering|all of this|this|everything) (to)? (end|stop|be over|over)",
  "(want|wish|need) ~3 (all over|over with|it over|everything over)",
  "(would|will|wud) (anyone|anybody|someone|they|people) ~3 (notice|care|miss|cry)",
  "(anyone|anybody|nobody|no one) ~2 (notice|care|miss|cry) ~3 (die|dead|gone|die=)",
  // Nepali, Devanagari
  DIE_NE,
  "(सबै|सब) (कुरा)? (सकियो|सकिइयो|सिद्धियो|खत्तम|खतम|समाप्त)",
  "(कुनै|केही) (आशा|आस|अर्थ|मतलब) ~2 (छैन|रहेन|बाँकी छैन)",
  "(आशा|आस|अर्थ|मतलब) ~2 (छैन|रहेन|बाँकी छैन)",
  "(बोझ|भार)",
  "(हार मानें|हार मानेँ|हारें|हारेँ|हारिसकें|हारिसकेँ)",
  // Tired or unable "anymore", not "I can't speak English" (सक्दिन alone).
  "(थाकिसकें|थाकिसकेँ|सहन सक्दिन|सहिनसक्नु)",
  "(अब|अहिले|जिन्दगी|जीवन|जिन्दगीसँग|जीवनसँग) ~2 (थाकें|थाकेँ|सक्दिन|सकिनँ)",
  // Not बिदा alone: it is also a day off ("बिदाको निवेदन").
  "(म जाँदैछु|अलविदा|अलबिदा)",
  "(माफ गर|माफ गर्नु|माफ गरिदेऊ|माफ गरिदिनु)",
  // Love to all, said as a last word (not "won't come back": फर्किन्न is one letter from फर्किन्छ, "will return").
  "(सबैलाई|सबलाई) (मेरो)? (माया|मायाँ)",
  "(मेरो|मेरै) (कारणले|कारण) ~3 (दुःखी|दुखी|पीडा|दुःख)",
  "(संसार|संसारमा|दुनियाँ|दुनियाँमा) ~5 (बस्न|रहन|बाँच्न|बस्दिन|रहन्न) ~2 (मन|छैन|सक्दिन)?",
  "(बाँच्न|बाँच्ने|बाँच्नुको|जिउने) ~4 (कारण|वजह) ~3 (देख्दिन|छैन|देखिन)",
  "(राम्रोसँग|राम्ररी) ~2 (हेर्नु|हेरचाह|ख्याल)",
  "(फरक|वास्ता) ~2 (पर्दैन|पर्दैन|गर्दैन|छैन)",
  "(नउठे|नब्युँझे|नबिउँझे|नजन्मेको|नजन्मिएको) (भए)? (हुन्थ्यो)?",
  "(बाँचेर|बाँच्नु|बाँच्ने|जिउनु|जिउने) ~3 (के|केही|फाइदा|अर्थ|मन)",
  // Nepali, romanised
  "(sabai|sab) (kura)? (sakiyo|sakiyeko|siddhiyo|khattam|khatam|samapta)",
  "(kunai|kei|kehi) (aasha|asha|aas|artha|matlab) ~2 (chaina|chhaina|xaina|rahena|baki chaina)",
  "(aasha|asha|artha) ~2 (chaina|chhaina|xaina|rahena)",
  "(bojh|bhaar|bhar) (matra) ~2 (hu|bhaye|bane|chu)",
  "(sabai|sabko|pariwar|ghar) (ko)? (lagi)? (bhaar|bhar)",
  "(haar mane|har mane|harisake|haare)",
  // "thake" folds to the English "take": only after "now" or "life".
  "(thakisake|thaki sake|thakisakye|sahana sakdina)",
  "(aba|ahile|jindagi|jiwan|jivan|life) ~2 (thake|sakdina|sakina)",
  "(ma jadaichu|alvida|alwida|albida)",
  "(maaf|maf) (gara|garnu|garideu|garidinu)",
  "(sabai lai|sabailai|sab lai) (mero)? (maya)",
  "(mero|merai) (karan|karanle|karan le) ~3 (dukhi|pida|dukha)",
  "(sansar|sansar ma|duniya|duniya ma) ~5 (basna|rahana|bachna|basdina|rahanna|banchna) ~2 (man|chaina|sakdina)?",
  "(bachna|banchna|bachne|banchne|bachnu|jiune) ~4 (karan|karana|wajah) ~3 (dekhdina|chaina|dekhina|xaina)",
  "(antyesti|antyeshti)",
  "(farak|wasta|vasta) ~2 (pardaina|gardaina|chaina)",
  "(nauthe|nabyujhe|nabiujhe|najanmeko) (bhaye)? (hunthyo)?",
  "(bachera|banchera|bachnu|banchnu|bachne|banchne|jiunu|jiune) ~3 (k|ke|kei|faida|artha|man)",
  // Hindi, Devanagari
  DIE_HI,
  "(सब|सबकुछ|सब कुछ) (खत्म|ख़त्म|खतम|समाप्त) (हो गया|हो चुका|कर दूं|कर दूँ|करना|कर दूंगा|कर दूंगी)?",
  "(कोई|कुछ) (उम्मीद|आशा|मतलब|वजह) ~2 (नहीं|नही|ना)",
  "(उम्मीद|आशा|हिम्मत) ~2 (नहीं|नही) (बची|रही|है)",
  "(बोझ)",
  "(थक गया|थक गई|थक गयी|थक चुका|थक चुकी|और नहीं|अब नहीं)",
  "(फर्क|फ़र्क) (नहीं|नही) (पड़ेगा|पड़ता|पडेगा)",
  "(ना|न|नहीं) (रहने|होने) ~4 (खुश|सुकून|चैन|बेहतर|अच्छा|आराम)",
  "(ख्याल|ख़्याल|खयाल) (रखना|रखिए|रखना मेरे)",
  "(जीकर|जी कर|जीने|जीना) ~3 (क्या|मतलब|हिम्मत|मन)",
  "(मेरी|मेरे) (वजह|कारण) (से)? ~3 (दुखी|परेशान|दुख)",
  "(अलविदा|माफ़ करना|माफ करना|माफ कर देना|माफ़ कर देना)",
  "(दुनिया|संसार) ~6 (रहने|जीने|रहना) ~3 (मन|इच्छा) ~2 (नहीं|नही)",
  "(वापस|लौट) (नहीं|नही|ना) (आऊंगा|आऊंगी|आऊँगा|आऊँगी|आउंगा|लौटूंगा|लौटूंगी)",
  "(लाश|अर्थी|अंतिम संस्कार)",
  // Hindi, romanised
  "(sab|sabkuch|sab kuch) (khatam|khatm|khtm|samapt) (ho gaya|ho chuka|kar du|kar dun|karna|kar dunga|kar dungi)?",
  "(koi|kuch) (umeed|ummeed|umid|aasha|matlab|wajah|vajah) ~2 (nahi|nhi|nahin|na)",
  "(umeed|ummeed|umid|aasha|himmat) ~2 (nahi|nhi|nahin) (bachi|rahi|hai)",
  "(bojh|boj)",
  "(thak gaya|thak gayi|thak gai|thak chuka|thak chuki|thak gya|thak gyi|aur nahi|ab nahi)",
  "(fark|farak) (nahi|nhi) (padega|padta)",
  "(na|nahi|nhi) (rehne|rahne|hone) ~4 (khush|khus|sukoon|sukun|chain|behtar|accha|acha|aaram)",
  "(khayal|khyal|khyaal) (rakhna|rakhiye)",
  "(jeekar|jee kar|jikar|ji kar|jeene|jine|jeena|jina) ~3 (kya|matlab|himmat|mann|man)",
  "(meri|mere) (wajah|vajah|karan) (se)? ~3 (dukhi|pareshan|dukh)",
  "(alvida|alwida|maaf karna|maf karna|maaf kar dena)",
  "(duniya|sansar) ~6 (rehne|rahne|jeene|jine|rehna) ~3 (mann|man|ichha) ~2 (nahi|nhi)",
  "(wapas|vapas|laut) (nahi|nhi|na) (aaunga|aaungi|aunga|aungi|lautunga|lautungi)",
  "(laash|lash|arthi|antim sanskar)",
  // No use or point in living, either order: "what is the use of living", "kya fayda aise jeene ka".
  "(मतलब|matlab|mtlb|अर्थ|artha|arth) ~4 (living|jeene|जीने|jine|bachnu|बाँच्नु|bachera|बाँचेर|jiunu|जिउनु)",
  "(living|jeene|जीने|jine|bachnu|बाँच्नु|jiunu|जिउनु) ~4 (मतलब|matlab|mtlb|अर्थ|artha|arth)",
  "(no|any) reason to (keep going|go on|live|continue|stay)",
  "(cant|cannot|can not) (live|go on|continue) (anymore|any more|like this)",
  "(i am|im) done (here|with everything|with life|with it all)",
  "(wont|will not|not going to) (live|be alive|be around) (that|this|so)? long",
  // A last day, unless of a job asked about ("आज नौकरी का आखिरी दिन है, आगे क्या होगा?").
  "(आज|aaj|aaja|today|tonight) (raat|rati|राति|रात)? ~3 (last|aakhri|akhri|आखिरी|antim|अन्तिम|final) (din|day|raat|rat|night|दिन|रात)",
  "(जिन्दगी|जिंदगी|जीवन|jindagi|jindgi|zindagi|jiwan|jivan|jeevan|life|लाइफ) ~3 (पुग्यो|pugyo|dherai bhayo|धेरै भयो)",
  "(bas|बस)? (bahut|बहुत|bahot) (ho gaya|हो गया|ho gya) ~2 (ye|yeh|ये|yo)? (jeevan|zindagi|jindagi|जीवन|जिंदगी|life)",
  "(अब|aba|ab) ~2 (रहन्न|rahanna|rahunna|रहुन्न)",
  "(nahi|नहीं) (rahunga|rahungi|रहूँगा|रहूँगी|रहूंगा|रहूंगी)",
  "(pointless|meaningless)",
  "(world|nobody|no one|koi|कोई|kisi|किसी) ~3 (need|needs|needed) me",
  "(मृत्यु|mrityu|मौत|maut|death|dying|marnu|मर्नु|marna|मरना) ~6 (समाधान|samadhan|hal|हल|solution)",
  "(बिलाउन|bilauna|हराउन|harauna|गायब|gayab|gaayab|vanish|disappear) ~3 (चाहन्छु|chahanchu|chahanxu|मन छ|man cha|mann cha|chahta|chahti|चाहता|चाहती|want|wanna)",
  "(जुनी|juni|janam|जन्म|जनम) ~2 (बेकार|bekar|bekaar|व्यर्थ|byartha)",
  "(bardasht|बर्दाश्त|sahan|सहन) ~3 (nahi|नहीं|nhi) (hota|होता|ho raha|हो रहा|hoti|होती)",
  // One's self a trouble to all, stepping aside: "म सबैको लागि समस्या मात्र हुँ, अब हट्छु", "ab hat jaunga".
  "(समस्या|samasya|musibat|मुसीबत|मुसिबत|problem|boj|बोझ) (matra|मात्र|bas|बस|hi|ही)? (hu|हुँ|हूँ|hoon|chu|छु)",
  "(hatchu|हट्छु|hat jaunga|hat jaungi|हट जाऊँगा|हट जाऊँगी|हट जाऊं|hat jau)",
  // "I won't live": not "jiunna", one letter from "jiunga" (will I live?).
  "(jiudina|जिउँदिन|बाँच्दिन|bachdina|banchdina|bachinna|बाँचिन्न)",
  "(सब|sab) (छोड़|chhod|chod) (कर|ke|kar|के) (जा रहा|ja raha|ja rahi|जा रही)",
  "(sab|sabai|सबै|सब) (chodera|chhodera|छोडेर|chhod ke|chod ke|chhodkar|chodkar) ~3 (jana|जान|jaana|जाना|janchu|जान्छु|ja raha|jaunga|jaungi)",
  "(jindagi|jindgi|जिन्दगी|जिंदगी|jiwan|jivan|जीवन|life|bachnu|बाँच्न|bachna) ~3 (wakka|वाक्क|dikka|दिक्क)",
  "(rahunga|rahungi|रहूँगा|रहूँगी|रहूंगा|रहूंगी) (hi|ही)? (nahi|नहीं)",
  "(मरे|mare) (पनि|pani|ni) (हुन्छ|huncha|hunchha)",
  "(म|ma|main|mai|मैं) (गएर|gayera|marera|मरेर|mar kar|mar ke|मर कर) (के|k|ke|kya|क्या) (फरक|farak|fark|फर्क)",
  "(कसैलाई|kasailai|kasai lai|kisi ko|किसी को|kisiko|nobody|no one) ~3 (चाहिँदैन|चाहिदैन|chahidaina|जरुरत नहीं|जरूरत नहीं|zarurat nahi|jarurat nahi|zaroorat nahi|needs me|need me)",
  "(म|ma) ~4 (chahidina|चाहिँदिन|चाहिन्न|chahinna)",
  "(नहुँदा|nahuda|nahunda|na rahu|न रहूँ|na rahun|न रहूं|nabhaye|नभए) ~4 (सजिलो|sajilo|better|बेहतर|behtar|khush|खुश|खुसी|khusi|sukhi|सुखी|aaram|आराम)",
  "(सधैं|सधैँ|सधैंका|सधैँका|sadhai|sadhain|हमेशा|hamesha|forever|permanently) ~4 (अन्त्य|antya|खत्म|khatam|khatm|end|सुत्न|sutna|so jana|सो जाना|निदाउन|nidauna)",
];

const AREA =
  "(dhandha|dhandhe|धंधा|धंधे|धन्दा|dukaan|dukan|दुकान|pasal|पसल|kheti|खेती|case|court|mudda|मुद्दा|केस|kes|visa|भिसा|वीज़ा|वीजा|property|jagga|जग्गा|zameen|जमीन|business|byapar|byapaar|व्यापार|बिज़नेस|बिजनेस|job|jobs|jagir|जागिर|naukri|नौकरी|kaam|काम|love|pyaar|pyar|प्यार|relationship|study|studying|padhai|पढाइ|पढ़ाई|exam|exams|परीक्षा|career|engineering|money|paisa|पैसा)";
const ASKED =
  "(हुन्छ|huncha|hunchha|next|aage|आगे|shuru|शुरू|suru|सुरु|start|restart|ki|kya|क्या|कि|hola|होला|feri|pheri|phir|fir|फेरि|फिर|badlu|badlun|ferne|फेर्ने|बदलूँ|बदलूं|milega|milcha|मिलेगा|मिल्छ|uthega|uthcha|उठेगा|उठ्छ|if|when|will|should|check|dekh|dekhiye|देख|देखिए|heri*|हेरि*)";

/**
 * Words that make despair an ordinary question (added to the patterns' NOT_A_CRISIS): the chart, money or work
 * weighing on one, a reading thanked for, a pet or a phone, hunger, charity.
 */
export const NOT_DISTRESS: readonly string[] = [
  "(tarot|card|mean|means|meaning|अर्थ के|matlab kya|मतलब क्या)",
  "(thanks|thank|thanku|thankyou|dhanyabad|dhanyavad|dhanyawad|धन्यवाद|shukriya|शुक्रिया|reading)",
  "(hungry|bhoko|भोको|bhookh|bhukh|भूख|khana|खाना)",
  "(charity|daan|दान|donate|donation|remedy|upay|upaya|उपाय)",
  "(will i|will he|will she|will it|will my|is there|is it|hola|होला|hoga|होगा|hogi|होगी)",
  "(kasto|कस्तो|kaisa|कैसा|kaise|कैसे)",
  "(see you|next week|next time|arko hapta|अर्को हप्ता|bhetaula|भेटौंला|भेटौँला|agle hafte|अगले हफ्ते|milte hai|मिलते हैं|phir milenge|फिर मिलेंगे|namaste|नमस्ते|namaskar|नमस्कार)",
  // Weariness with one area of life asked about: "व्यापारमा सबै सकियो, फेरि उठ्छ?", "kaam se thak gaya, naukri badlu?".
  `${AREA} ~8 ${ASKED}`,
  `${ASKED} ~8 ${AREA}`,
  // Someone's death told ("did my father's death affect my career"), a weight that is only duties or debt.
  "(fathers|mothers|dads|moms|mums|papas|husbands|wifes|brothers|sisters|uncles|aunts|grandfathers|grandmothers|grandpas|grandmas|friends|sons|daughters|his|her|their) (death|demise|passing)",
  "(death|demise|passing) of (my|his|her|our|their)",
  "(burden|bojh|बोझ|भार|bhaar) (of|ko|को|का|ka) ~2 (responsibilit*|duty|duties|work|debt|loan|kaam|काम|जिम्मेवारी*|जिम्मेदारी*|jimmewari*|jimmedari*|karz*|कर्ज*|rin|ऋण*|family|pariwar|परिवार|ghar|घर)",
  "(responsibilit*|duty|duties|debt|loan|जिम्मेवारी*|जिम्मेदारी*|jimmewari*|jimmedari*|karz*|कर्ज*|rin|ऋण*) ~2 (burden|bojh|बोझ|भार|bhaar)",
  // "Before I die, will I...": a wish list, not a wish to die.
  "(marne|मरने|marnu|मर्नु|मर्नुभन्दा|dying|die) (se|से|bhanda|भन्दा)? (pehle|pahle|पहले|पहिले|pahile|agadi|अगाडि|before)",
];

/** Signs of an acute state that are an emergency as they stand, unless told of the past or asked of the chart. */
export interface AcuteSigns {
  kind: EmergencyKind;
  /** A person in that state now ("not breathing", "सास छैन", "khoon ruk nahi raha"). */
  state?: readonly string[];
  /** An event that is an emergency with a now or help frame ("swallowed floor cleaner ... please help"). */
  event?: readonly string[];
}

export const ACUTE: readonly AcuteSigns[] = [
  {
    kind: "collapse",
    state: [
      "(unconscious|unconcious|unresponsive|passed out|blacked out|wont wake|not waking)",
      "(isnt|is not|not|stopped|wont|cant) (moving|move|respond)",
      "(wont|will not|not|cant|doesnt|isnt) (open|opening) ~2 eyes",
      "(आँखा|आंखा) ~2 (खोल्नुहुन्न|खोल्दैन|खोल्दैनन्|खोलेनन्|खोलेन)",
      "(आंखें|आँखें|आंख|आँख) ~2 (नहीं|नही) (खोल*)",
      "(aakha|aankha|ankha|aankhe|ankhe|aankh|ankh) ~2 (kholnu hunna|kholdaina|kholena|nahi khol*|nhi khol*)",
      "eyes ~3 (rolled|rolling|rolled back|fixed)",
      "(not answering|not responding) !(my|to|calls|phone|the|messages|texts)",
      // The honorific forms: said of a person ("चल्दैन" is also a business that does not run).
      "(बेहोस|बेहोश|होस छैन|होश नहीं|उठ्नुहुन्न|बोल्नुहुन्न|चल्नुहुन्न|हिल नहीं|उठ नहीं|बोल नहीं|जवाब नहीं)",
      "(behos|behosh|beosh|uthnu hunna|bolnu hunna|chalnu hunna|hil nahi|uth nahi|bol nahi|jawab nahi|jawaab nahi)",
    ],
    event: [
      "(fell|fallen|fainted|collapsed|dropped|fell down)",
      "(ढल्नु*|ढल्यो|ढलिन्|लड्नुभयो|लड्यो|गिर गए|गिर गया|गिर गई|गिर पड़े|गिर पड़ा|गिर पड़ी)",
      "(dhalnu*|dhalyo|dhalin|ladnu bhayo|ladyo|gir gaye|gir gaya|gir gayi|gir gai|gir pade|gir pada|gir padi)",
    ],
  },
  {
    kind: "breathing",
    state: [
      "(not|isnt|cant|cannot|stopped|no) ~2 (breathing|breathe|breath)",
      "(lips|face|lip) ~3 (blue|purple)",
      "(turned|turning|gone|going|is|looks) (blue|purple)",
      "(सास|श्वास) ~2 (छैन|रोकियो|गाह्रो|फेर्न सक*)",
      "(सांस|साँस|श्वास) ~3 (नहीं|नही|रुक|बंद|उखड़)*",
      "(होंठ|ओठ) ~2 (नीले|निलो|नीला)",
      "(sas|saas|swas) ~2 (chaina|chhaina|xaina|rokiyo|garo|gaaro|ferna sak*)",
      "(saans|sans|saas) ~3 (nahi|nhi|ruk|band|ukhad)*",
      "(honth|hoth|oth) ~2 (neele|nile|nilo|neela)",
    ],
  },
  {
    kind: "choking",
    state: [
      "(is|s|hes|shes|baby|child|kid|son|daughter) ~2 choking !(me|us|him|her|them|with)",
      "choking on",
      "(घाँटी|घाँटीमा|गला|गले|गलामा) ~3 (अड्कियो|अड्किएको|अटक गया|अटक गई|अटका|फंस गया|फँस गया)",
      "(ghanti|ghati|gala|gale|throat) ~3 (adkiyo|adkiyeko|atak gaya|atak gayi|atka|fas gaya|phas gaya)",
    ],
    event: ["(swallowed|swallow) ~3 (coin|battery|magnet|button|seed|bone)"],
  },
  {
    kind: "heart",
    state: [
      "chest ~4 (pain|hurts|pressure|tight) ~6 (sweat|sweating|sweaty|arm|jaw|breath)",
      "(छाती|मुटु) ~3 (दुख*) ~4 (पसिना|सास)",
      "(सीने|सीना|छाती) ~3 (दर्द) ~5 (पसीना|पसिना|सांस)",
      "(chhati|chati|mutu) ~3 (dukh*) ~4 (pasina|sas)",
      "(seene|sine|seena|sina|chhati|chati) ~3 (dard) ~5 (pasina|paseena|saans)",
    ],
    event: ["(heart attack|cardiac|हार्ट अटैक|हार्ट अट्याक|दिल का दौरा|dil ka daura)"],
  },
  {
    kind: "stroke",
    state: [
      "(face|mouth) ~3 (drooping|droop|twisted|crooked)",
      "(cant|cannot) (talk|speak) (properly|clearly)",
      "(weakness|weak|numb|numbness) ~5 (arm|leg|side|face|hand)",
      "(speech|talking|words|voice) ~3 (strange|slurred|weird|unclear|garbled|funny)",
      "(बोल्न|बोल) (सक्नुहुन्न|सक्दैन|सक्नु हुन्न|नहीं पा)*",
      "(bolna|bol) (saknu hunna|sakdaina|nahi pa)*",
      "(मुख|मुँह|मुंह) ~2 (बाङ्गो|बांगो|टेढ़ा|टेढा)",
      "(mukh|muh|munh) ~2 (bango|tedha|tedho|terha)",
    ],
  },
  {
    kind: "bleeding",
    state: [
      "bleeding (a lot|heavily|badly|so much|too much|wont stop|nonstop)",
      "(blood|bleeding) ~3 (wont stop|not stopping|everywhere|gushing|pouring|a lot)",
      "(रगताम्मे|रगत बगिरहेको|रगत बग्दै|धेरै रगत|रगत रोकिएको छैन|रगत रोकिँदैन)",
      "(खून|खुन|रक्त) ~3 (बह रहा|बह रही|रुक नहीं|नहीं रुक|बहुत)",
      "(ragatamme|ragat bagiraheko|ragat bagdai|dherai ragat|ragat rokiyeko chaina|ragat rokidaina)",
      "(khoon|khun) ~3 (beh raha|bah raha|beh rahi|ruk nahi|nahi ruk|bahut)",
      "bahut bleeding",
      "(delivery|labour|labor|pregnant|सुत्केरी|डिलीवरी|प्रसव|sutkeri|garbhavati|गर्भवती|byatha|व्यथा) ~8 (bleeding|blood|रगत|खून|ragat|(khoon|khun) (beh*|bah*|nikal*|aa|ruk*|band|bahut|jyada|zyada|ja))",
    ],
  },
  {
    kind: "seizure",
    state: [
      "(having a fit|jerking|convulsing|seizure|seizures)",
      "(छारे|मिर्गी|काँपिरहनु*|काँपिरहेको|झटके|दौरा)",
      "(chhare|chare|mirgi|kapiraheko|kapirahanu*|jhatke|daura)",
    ],
  },
  {
    kind: "fire",
    state: [
      "(smoke|flames) ~3 (coming|everywhere|filling|spreading|in the|out of)",
      "(fire|burning) ~3 (spreading|our house|the house|next door|kitchen)",
      "(आगो|धुवाँ|धुँवा|डढेलो) ~3 (लाग्यो|लागेको|भरियो|फैलियो|आइरहेको)",
      "(आग|धुआं|धुआँ) ~3 (लग गई|लग गयी|लगी|भर गया|फैल)",
      "(aago|ago|dhuwa|dhuwan|dhuan) ~3 (lagyo|lageko|bhariyo|failiyo|aairaheko)",
      "(aag|dhuan|dhuwan) ~3 (lag gayi|lag gai|lagi|bhar gaya|fail)",
    ],
  },
  {
    kind: "gas",
    state: [
      "(gas|lpg|cylinder) ~3 (smell|smells|leak|leaking|gandha|badbu|chuhi*)",
      "(smell|गन्ध|गंध|बदबू) ~3 (gas|ग्यास|गैस)",
      "(ग्यास|गैस|सिलिन्डर|सिलेंडर) ~3 (गन्ध|गंध|बदबू|चुहि*|लीक)",
    ],
  },
  {
    kind: "poisoning",
    state: [
      "(swallowed|drank|drunk|ate|eaten|took|taken|consumed|had) ~4 (cleaner|floor cleaner|phenyl|bleach|acid|kerosene|pesticide|poison|detergent|medicine|pills|tablets|chemical|harpic)",
      "(too many|lot of|whole|all the|bunch of) (sleeping)? (pills|tablets|medicines)",
      "(मुसा मार्ने|मुसामार*|विषादी|विष|बिष|किटनाशक|कीटनाशक|झोलमोल|एसिड|मट्टितेल|फिनाइल) ~4 (खायो|खाइन्|पियो|पिइन्|खाएको|पिएको|पी लिया|खा लिया|पी ली|खा ली|पिया|खाया)",
      "(musa marne|musamar*|visadi|bish|bishadi|kitnashak|keetnashak|acid|mattitel|phenyl) ~4 (khayo|khain|piyo|piin|khayeko|piyeko|pee liya|pi liya|kha liya|pee li|pi li|kha li|piya|khaya)",
      "(zeher|zehar|jahar|jeher|ज़हर|जहर) ~3 (kha|pee|pi|खा|पी)*",
      "(took|swallowed|ate|had|taken|finished) ~4 (strip|bottle|packet|pack|box) ~3 (pills|tablets|medicine|tablet|goli|dawai)?",
      "(mosquito|mortein|repellent|thinner|spirit|tel|तेल|liquid) ~4 (drank|drunk|swallowed|piyo|पियो|pee liya|pi liya|पी लिया|पी ली|pee li)",
      "(drank|drunk|swallowed) ~3 (mosquito|mortein|repellent|thinner|spirit|liquid|oil)",
    ],
  },
  {
    kind: "snakebite",
    // A bite told without a word of the past is a bite just now: it is answered as it stands.
    state: [
      "(snake|cobra|krait|viper) ~3 (bit|bitten|bite)",
      "(सर्प|सर्पले|सांप|साँप) ~3 (टोक्*|काट*|डस*)",
      "(sarpa|sarp|saanp|saap|sanp|sap) (le|ne)? ~3 (tok*|kaat*|kat*|das*)",
    ],
  },
  {
    kind: "bleeding",
    event: [
      "(dog|kukur|kutte|kutta) ~3 (bit|bitten|tokyo|toko|kaata|kata|kaat liya) ~6 (blood|bleeding|ragat|khoon|khun)",
      "(कुकुर|कुत्ते|कुत्ता) ~3 (टोक्यो|टोकेर|काटा|काट लिया) ~6 (रगत|खून)",
    ],
  },
  {
    kind: "drowning",
    state: ["(pulled|took|taken) (him|her|them)? out ~4 (water|pond|river|well|pool)"],
    event: [
      "(fell|fallen|slipped|jumped) ~2 (in|into) ~3 (pond|river|well|lake|pool|tank|canal|water)",
      "(खोला|नदी|पोखरी|कुवा|इनार|तालाब|कुएं|नहर)(मा|में)? ~3 (खस*|डुब*|डूब*|गिर*)",
      "(khola|nadi|pokhari|kuwa|inar|talab|talaab|kuan|nahar) (ma|me|mein)? ~3 (khas*|dub*|doob*|gir*)",
    ],
  },
  {
    kind: "electric",
    event: [
      "(electric|electricity|current|wire) ~3 (shock|shocked|lagyo|lag gaya|lagi)",
      "(करेन्ट|करेंट|करंट|बिजुली|बिजली) ~2 (लाग्यो|लग गया|लगा)",
    ],
  },
  {
    kind: "accident",
    event: [
      "(accident|crash|collision|hit by)",
      "(दुर्घटना|एक्सिडेन्ट|एक्सिडेंट|एक्सीडेंट|ठक्कर|टक्कर)",
      "(durghatana|durghatna|eksident|thakkar|takkar)",
    ],
  },
  {
    kind: "burn",
    state: ["skin ~3 (coming off|peeling|blisters)"],
    event: [
      "(hot|boiling) (oil|water|tea|milk) ~4 (fell|spilled|poured)",
      "(burned|burnt|scalded) ~3 (badly|hand|face|body|arm|leg)",
      "(पोल्यो|पोलियो|जल गया|जल गई|झुलस*)",
      "(polyo|poliyo|jal gaya|jal gayi|jhulas*)",
    ],
  },
  {
    kind: "violence",
    state: [
      "(beating|hitting|attacking|stabbing|choking) (me|us|my|her|him) !(with)",
      "(knife|gun|axe|khukuri) ~6 (door|hiding|hide|outside|threat|threatening|banging)",
      "(कुटिरहेको|कुट्दैछ|पिटिरहेको|मार रहा|मार रही|पीट रहा|पीट रही)",
      "(kutiraheko|kutdaicha|pitiraheko|maar raha|mar raha|maar rahi|peet raha|pit raha)",
      "(chor|चोर|daku|डाकु|dakait|डकैत|thief|thieves|robber|robbers|intruder|burglar|burglars) ~5 (pasyo|pase|पस्यो|पसे|ghus*|घुस*|inside|entered|broke|breaking)",
      "(hiding|lukeka|लुकेका|लुकेर|छुपे|छिपे|chhupe|chupe|chhipe) ~4 (room|kotha|कोठा|कोठामा|कमरे|kamre|bathroom|from)",
    ],
  },
  {
    kind: "other",
    state: [
      "(trapped|stuck) (in|inside|under) ~3 (lift|elevator|room|fire|rubble|building|car)",
      "(फसे|फँसे|फसेका|फंसे|फँस गए) ~3 (लिफ्ट|कोठा|आगो|आग)",
    ],
  },
];

/** A now or help frame (added to the patterns' HAPPENING_NOW): makes an acute event an emergency. */
export const NOW_OR_HELP: readonly string[] = [
  "(please|pls|plz|plss) (help|hurry|tell|batao|bhannus|quick)",
  "what (to|do|should|can) (i|we)? do",
  "(right now|just now|few minutes ago|minutes ago|a minute ago|this minute)",
  "(aile|ahile|aahile|chito|chitto|jaldi|jldi|turanta|turant)",
  "(अहिले|अहिल्यै|चाँडो|छिटो|जल्दी|तुरुन्त|तुरंत|अभी)",
  "(ke garne|k garne|ke garu|kya karu|kya karun|kya karein|kya kare)",
  "(के गर्ने|के गरुँ|क्या करूं|क्या करूँ|क्या करें)",
];

/** Said unmistakably of this moment: overrides a past or chart word ("he fell in the pond, pulled out just now"). */
export const RIGHT_NOW: readonly string[] = [
  "(right now|just now|abhi|अभी|ahile|aile|अहिले|bharkhar|भर्खर|अहिल्यै|this minute)",
];

/** Told of the past or asked of the chart (added to the patterns' NOT_HAPPENING_NOW). */
export const NOT_ACUTE: readonly string[] = [
  "(last|previous) (summer|winter|pregnancy|monsoon|time|birthday|dashain|diwali)",
  "in (19*|20*|२०*|१९*)",
  "(साल|सालमा|वर्ष|बर्ष|barsa|sal|saal) ~2 (थियो|था|थी|thiyo|tha|thi)",
  "(पोहोर|poher|pohor|pichhle|पिछले|गत|gata|अघिल्लो|aghillo)",
  "(safe|सुरक्षित|surakshit|danger|dar|डर|darr|fear|afraid|scared)",
  "(avoid|prevent|protect|protection|बच्न|बचने|बचाव|bachna|bachne|rokna|रोक्न|रोकने)",
  "(for|since) (a|two|three|many)? (week|weeks|days|months|years)",
  "(weak|कमजोर|kamjor|kamzor|vastu|वास्तु|mars|mangal|मंगल|मङ्गल|shani|शनि|rahu|राहु)",
];

/**
 * Ordinary words one letter from a word above, known so that the misspelling reader never takes them for it:
 * "doing" is not "dying", "fixing" not "fitting", "fayda" (profit) not "fanda" (noose), "wapis" (back) not "vanish".
 */
export const ORDINARY_NEIGHBOURS: readonly string[] = [
  "(doing|fixing|fayda|faida|fayada|wapis|wapas|vapas|vapis|baar|bar|dekho)",
];
