// Nepali words for understanding questions, in Devanagari and as people type them in Latin letters.
import { type Vocabulary, words } from "./vocabulary";

export const ne: Vocabulary = {
  areas: {
    career: words(
      "कामधन्दा, कामकाज, kamdhanda, kamkaj, लाइन, karier, kariyar, सेना, sena, " +
        "जागिर, नोकरी, नौकरी, करियर, व्यापार, व्यवसाय, बिजनेस, पदोन्नति, सरकारी जागिर, काम, " +
        "अफिस, कम्पनी, पेसा, पेशा, बढुवा, तलब, jagir, jagirma, naukri, nokari, kaam, kam, byapar, " +
        "vyapar, byabasaya, bijnes, business, sarkari jagir, badhuwa, office, pesha, talab, लोकसेवा, सरुवा, " +
        "कार्यक्षेत्र, प्रमोसन, loksewa, saruwa, karyakshetra, promosan, promotion, pasal, पसल",
    ),
    marriage: words(
      "वैवाहिक, बैबाहिक, vaivahik, baibahik, लगन, lagan, " +
        "love ki arranged, लभ कि मागी, बिहे, बिवाह, विवाह, श्रीमान, श्रीमती, पति, पत्नी, मांगलिक, " +
        "माङ्गलिक, जीवनसाथी, लभ म्यारिज, मागी बिहे, प्रेम विवाह, दाम्पत्य, सम्बन्धविच्छेद, ससुराली, " +
        "bihe, biha, bibaha, biwaha, vivah, shrimati, shriman, shreemati, shreeman, shrimaan, " +
        "jiwansathi, jeevansathi, magi bihe, love marriage, arrange marriage, arranged, dampatya, " +
        "manglik",
    ),
    relationships: words(
      "रिलेसन, रिलेसनसिप, लभ लाइफ, love life, धोका, " +
        "प्रेम, माया, प्रेमी, प्रेमिका, केटी साथी, केटा साथी, सम्बन्ध, ब्रेकअप, prem, maya, premi, " +
        "premika, girlfriend, boyfriend, gf, bf, sambandha, breakup",
    ),
    health: words(
      "डायलाइसिस, dialysis, किड्नी, ट्रान्सप्लान्ट, सुगर, मुटु, mutu, ढाड, dhad, " +
        "मृत्यु, mrityu, " +
        "स्वास्थ्य, स्वास्थ, रोग, बिरामी, बिमारी, उपचार, अप्रेसन, अस्पताल, तनाव, निद्रा, आयु, " +
        "swasthya, swasthya, sastha, rog, birami, bimari, upachar, apresan, aspatal, tanav, tanab, " +
        "aayu, ayu, दुखाइ, दुख्छ, निको, प्रेसर, सुगर, चिनी रोग, ज्वरो, dukhai, dukhchha, niko, nikko, pressure, " +
        "presar, sugar, jwaro, opresan, operation, अपरेसन, अप्रेशन, थिक हुन्छ, ठिक हुन्छ, thik hunchha, thik hunxa, " +
        "thik hunchhe, thik hunuhunchha, swastha, swasthya, स्वास्थ, बिरामी, icu",
    ),
    finance: words(
      "लटरी, लोटरी, lottery, chitta, " +
        "पैसा, धन, ऋण, कर्जा, लगानी, आम्दानी, कमाई, सेयर, बचत, आर्थिक, सम्पत्ति, paisa, dhan, rin, " +
        "karja, lagani, aamdani, amdani, kamai, share, sheyar, bachat, aarthik, arthik",
    ),
    education: words(
      "विषय, bishaya, vishaya, इन्जिनियरिङ, engineering, padh*, पढ*, ग्रेजुएसन, " +
        "पढाई, पढाइ, परीक्षा, शिक्षा, अध्ययन, मास्टर्स, डिग्री, भर्ना, छात्रवृत्ति, नतिजा, कलेज, " +
        "padhai, padai, parhai, pariksha, parikshya, shiksha, adhyayan, masters, bharna, natija, " +
        "lok sewa, loksewa, college, exam, fail, pass, sabjek, subject, padhna, padhne, see ma, see exam, see ko, see pariksha, plus two, फेल, पास",
    ),
    family: words(
      "घरमा शान्ति, ghar ma shanti, ghar pariwar, ghar parivar, घर परिवार, ghar ma jhagada, " +
        "परिवार, आमा, बुबा, बुवा, बाबा, माता, पिता, दाजु, भाइ, दिदी, बहिनी, घरपरिवार, सासु, ससुरा, " +
        "parivar, pariwar, aama, ama, buwa, buba, baba, daju, bhai, didi, bahini, ghar pariwar, " +
        "sasu, sasura",
    ),
    children: words(
      "डेलिभरी, delivery, " +
        "काख, kakh, नातिनातिना, नाति, natinatina, " +
        "सन्तान, संतान, बच्चा, छोरा, छोरी, गर्भ, नानी, santan, sántan, bachha, baccha, chora, " +
        "chhora, chori, chhori, garbha, nani",
    ),
    travel: words(
      "फर्कि*, फर्क*, farki*, pharki*, farkin*, " +
        "कुन देश, kun desh, " +
        "विदेश, बिदेश, भिसा, वीजा, यात्रा, अस्ट्रेलिया, अमेरिका, क्यानडा, जापान, कोरिया, खाडी, " +
        "युरोप, बेलायत, दुबई, कतार, मलेसिया, पीआर, bidesh, videsh, bides, bhisa, visa, yatra, " +
        "australia, america, canada, japan, korea, khadi, europe, uk, dubai, qatar, malaysia, pr",
    ),
    property: words(
      "घर, जग्गा, जमिन, जमीन, गाडी, मकान, सम्पत्ति, फ्ल्याट, घडेरी, बाइक, ghar, jagga, jamin, " +
        "gadi, gaadi, makan, sampatti, ghaderi, bike, flat",
    ),
    spirituality: words(
      "राहु, केतु, शनि, rahu, ketu, shani, " +
        "उपाय, upay, upaye, upaya, रत्न, ratna, बर्त, brat, barta, साढेसाती, " +
        "धर्म, पूजा, ध्यान, मोक्ष, भगवान, आध्यात्मिक, इष्टदेव, मन्त्र, तीर्थ, dharma, puja, dhyan, " +
        "moksha, bhagwan, adhyatmik, isthadev, mantra, tirtha",
    ),
    legal: words(
      "जेल, jel, jail, " +
        "मुद्दा, अदालत, कानुनी, प्रहरी, विवाद, शत्रु, mudda, muddha, adalat, kanuni, prahari, " +
        "bibad, shatru, case",
    ),
  },
  intents: {
    when: words(
      "कैले, कहिल्ले, कैहले, kun mahina, कुन महिना, कुन बार, kun bar, कुन दिन, kun din, " +
        "कहिले, कहिल्यै, कति बेला, कुन साल, कुन वर्ष, कुन उमेर, कति उमेर, कहिलेसम्म, कति समय, " +
        "kahile, kaile, kahiley, kati bela, kun sal, kun saal, kun barsa, kati umer, kun umer, " +
        "kahilesamma, kati samaya, kati time",
    ),
    general: words(
      "कस्तो हुन्छ, कस्तो होला, kasto hunchha, kasto huncha, kasto hunxa, kasto hola, कस्तो छ, कस्तो रहन्छ, कस्तो चल्छ, कस्तो रहला, kasto chha, kasto cha, kasto xa, kasto rahanchha, kasto chalchha, kasto rahala, bare ma, बारेमा",
    ),
    will_it: words(
      "हुन्छ कि, होला, हुन्छ, पाउँछु, सक्छु, छ कि, छन् कि, हुने छ, योग छ, मिल्छ, हुन्छन्, पाउँछ, " +
        "जान्छु, जान्छ, सम्भावना, huncha, hunchha, hunxa, hola, paunchu, paunchhu, pauchu, sakchu, " +
        "sakchhu, cha ki, chha ki, xa ki, yog cha, yog chha, milchha, milcha, janchu, janchhu, " +
        "sambhavana",
    ),
    how_many: words(
      "कति सन्तान, कति छोरा, कति छोरी, kati santan, kati chhora, kati chhori, कति लगानी, kati lagani, कति वर्ष, kati barsa, " +
        "कति वटा, कतिवटा, कति जना, कति वर्ष, कति बर्ष, कति पटक, कति चोटि, कति साल, kati wata, kati ota, kati jana, " +
        "katiwata, kati barsa, kati barsha, kati choti, kati patak, kati sal, kati saal",
    ),
    what_kind: words(
      "कस्ती हुन्छ*, कस्ती होला, kasti hunchh*, kasti hola, कुन देवता, kun devta, कुन, kun, कस्तो केटी, कस्तो केटा, " +
        "कस्तो मान्छे, कस्तो स्वभाव, कस्तो रोग, कस्तो पेशा, कस्तो बिजनेस, कस्तो काम, कस्तो घर, kasto keti, kasto keta, " +
        "kasto manchhe, kasto manche, kasto swabhav, kasto rog, kasto pesha, kasto kaam, kasto ghar, उपाय, upay, upaye, upaya, " +
        "कुन क्षेत्र, कुन पेसा, कुन काम, कुन विषय, सुहाउँछ, उपयुक्त, " +
        "kun field, kun chhetra, kun kshetra, kun kaam, kun bishaya, suhauncha, " +
        "suhaunchha, upayukta",
    ),
    why: words("किन, कारण, kina, karan, kaaran"),
    explain: words(
      "बुझाउनुहोस्, बुझाउनुस्, बुझिनँ, बुझिन, सजिलो, सरल, विस्तार, बिस्तारमा, थप, अझ, bujhaunus, " +
        "bujhaunuhos, bujhina, bujhena, sajilo, saral, bistar, bistarma, thap, ajha",
    ),
    greeting: words(
      "हस्, हस, हेलो, ढोग, huss, hello, hajur namaste, " +
        "नमस्ते, नमस्कार, धन्यवाद, धेरै धन्यवाद, ठिक छ, शुभ प्रभात, शुभ रात्री, के छ, सन्चै, subha prabhat, " +
        "shubha prabhat, subha ratri, k chha, k cha, k xa, ke chha, sanchai, namaste, namaskar, dhanyabad, dhanyawad, " +
        "dherai dhanyabad, thik cha",
    ),
  },
  people: {
    spouse: words(
      "श्रीमान, श्रीमान्, श्रीमती, पति, पत्नी, बूढा, बूढी, दुलाहा, दुलही, shriman, shrimati, shreeman, " +
        "shreemati, sriman, srimati, pati, patni, budha, budhi, budo, budi, buda, shrimaan",
    ),
    partner: words(
      "बोइफ्रेन्ड, ब्वाइफ्रेन्ड, गर्लफ्रेन्ड, मंगेतर, मेरो केटा, मेरो केटी, mero keta, mero keti, " +
        "प्रेमी, प्रेमिका, केटी साथी, केटा साथी, मायालु, premi, premika, girlfriend, boyfriend, mayalu, gf, bf",
    ),
    child: words(
      "छोरा, छोरी, छोराछोरी, बच्चा, सन्तान, जेठो छोरा, कान्छो छोरा, जेठी छोरी, कान्छी छोरी, chora, chhora, " +
        "chori, chhori, chorachori, chhorachhori, bachha, bachcha, santan",
    ),
    father: words("बुबा, बुवा, बाबा, बा, पिता, बाबु, buwa, buba, bua, baba, pita, papa, babu"),
    mother: words("आमा, माता, मम्मी, मामु, aama, ama, mata, mummy, mamu, mommy"),
    parents: words(
      "ममी बाबा, ममी बुबा, ममी बुवा, मम्मी बुवा, mummy buwa, mummy baba, mamu baba, " +
        "आमाबुबा, आमाबुवा, आमाबाबा, आमा बुबा, आमा बुवा, बाआमा, बा आमा, आमाबाबु, aamabuwa, aamababa, aama buwa, ba aama, " +
        "baaama, aama baba",
    ),
    elder_sibling: words("दाइ, दाजु, दाजै, दिदी, दिदि, ठूलो दाइ, जेठो दाइ, dai, daai, daju, dajyu, didi, didii, jetho dai"),
    younger_sibling: words("भाइ, बहिनी, कान्छो भाइ, कान्छी बहिनी, bhai, bhaai, bahini, baini, bahinee"),
    sibling: words("दाजुभाइ, दिदीबहिनी, दाजुभाइ दिदीबहिनी, dajubhai, didibahini"),
    in_law: words(
      "सासू, सासु, सासूआमा, सासुआमा, ससुरा, ससुराली, सासूससुरा, जेठाजु, जेठानी, देवर, देउरानी, नन्द, आमाजु, साली, सालो, " +
        "भाउजू, भाउजु, बुहारी, ज्वाइँ, sasu, saasu, sasura, sasurali, jethaju, jethani, dewar, dewarani, " +
        "nanda, saali, salo, bhauju, buhari, jwai, juwai",
    ),
    friend: words("साथी, साथीहरू, मित्र, sathi, saathi, mitra"),
    other: words(
      "भतिजो, भतिज, भान्जो, फुपू, फुपु, फुपाजु, bhatijo, " +
        "हाकिम, छिमेकी, मामा, माइजु, काका, काकी, ठूलोबुबा, ठूलीआमा, हजुरबुबा, हजुरबुवा, हजुरआमा, भान्जा, भान्जी, " +
        "भतिजा, भतिजी, hakim, chhimeki, mama, maiju, kaka, kaki, thulobuwa, hajurbuwa, hajuraama, bhanja, bhatija",
    ),
  },
  indefinite: words("कुनै, एउटा, एक, हुने, भावी, kunai, euta, ek, hune, bhavi"),
  possessives: words("मेरो, मेरी, मेरा, हाम्रो, mero, meri, hamro"),
  future: words("हुने, भावी, hune, bhavi, bhabi"),
  or: words("कि, वा, ki, wa, ya"),
  time: {
    ahead: [
      {
        words: words(
          "यो वर्ष, यो साल, यस वर्ष, यो बर्ष, यसपालि, yo barsa, yo barsha, yo sal, yo saal, yas barsa, yespali",
        ),
        years: 0,
      },
      {
        words: words(
          "अर्को वर्ष, अर्को साल, अर्को बर्ष, आउँदो वर्ष, आउने वर्ष, अर्को बर्स, arko barsa, arko barsha, arko sal, " +
            "arko saal, aaudo barsa, aune barsa, arko barsh",
        ),
        years: 1,
      },
      { words: words("पर्सि साल, parsi sal, parsi saal"), years: 2 },
    ],
    afterPrevious: words(
      "त्यसपछिको वर्ष, त्यसको अर्को वर्ष, त्यसपछिको साल, त्यसको अर्को साल, अनि त्यसपछि, tyaspachhiko barsa, " +
        "tyaspachiko barsa, tyesko arko barsa, tyasko arko barsa, tyaspachhiko sal",
    ),
    by: words("सम्म, भन्दा अगाडि, भन्दा पहिले, अघि, samma, bhanda agadi, bhanda pahile, aghi, agadi"),
    within: words("भित्र, भित्रमा, आउँदो, आउने, अर्को, bhitra, bhitrama, aaudo, aune, arko"),
    after: words("पछि, पछाडि, pachhi, pachi"),
    years: words("वर्ष, बर्ष, साल, बर्स, वर्षमा, barsa, barsha, barsh, sal, saal, varsha"),
    age: words("उमेर, उमेरमा, umer, umerma"),
    numbers: {
      एक: 1,
      दुई: 2,
      तीन: 3,
      चार: 4,
      पाँच: 5,
      छ: 6,
      सात: 7,
      आठ: 8,
      नौ: 9,
      दस: 10,
      ek: 1,
      dui: 2,
      tin: 3,
      teen: 3,
      char: 4,
      paach: 5,
      panch: 5,
      pach: 5,
      das: 10,
    },
  },
  simplify: words(
    "ho ki hoina matra, chhoto ma, हुन्छ कि हुँदैन मात्र, मात्र भन्दिनु, सामान्य भाषा, दुई लाइनमा, बुझिने गरी, बुझिँदैन, बुझिन्न, के भन्न खोज्नु*, " +
      "बर्ष मात्र, वर्ष मात्र, साल मात्र, ग्रहको कुरा नगर्नु*, barsa matra, sal matra, graha ko kura nagar*, " +
      "बुझिनँ, बुझिन, बुझेन, बुझिएन, सजिलो, सजिलोसँग, सरल, सरल भाषामा, छोटकरीमा, छोटोमा, प्रस्ट, स्पष्ट, " +
      "bujhina, bujhena, bujhiyena, bujhina maile, sajilo, sajilo sanga, saral, chhotkari, chhotkarima, " +
      "chhotoma, prasta, spasta",
  ),
  askAgain: words(
    "sachchai, साच्चै, पक्कै, feri hernus, pheri hernus, फेरि चेक, हो र, ढुक्क, विश्वास लागेन, दोहोर्याएर, " +
      "एकचोटि फेरि, ekchoti, ek choti, feri check, pheri check, " +
      "पक्का, साँच्चै, साँच्चिकै, फेरि हेर्नु*, फेरि हेरिदिनु*, ठिक हो, सही हो, निश्चित, pakka, sacchai, " +
      "sanchai, sachhai, feri herna, pheri herna, feri herdinu, thik ho, sahi ho, nischit",
  ),
  tasks: words(
    "लेखिदिनु*, लेखिदिनुस्, लेखिदेऊ, अनुवाद, निबन्ध, चिठी, कभर लेटर, बायोडाटा, कोड, lekhidinu*, " +
      "lekhidinus, lekhidea, anuwad, anubad, nibandha, chithi, cover letter, biodata",
  ),
  instructions: words(
    "मोडल, कसले बनायो, chatgpt, नियम छोड, niyam chhod, timi kun model, " +
      "aba timi, अब तिमी, timi doctor, तिमी डाक्टर, sabai niyam, सबै नियम, " +
      "निर्देशन बिर्स*, नियम बिर्स*, पहिलेका सबै, तिमी अब, तपाईं अब, प्रम्प्ट, nirdesan birs*, " +
      "niyam birs*, pahilaka sabai, timi aba",
  ),
  prescriptions: words(
    "सिरप, सिटामोल, कति mg, कति ml, kati mg, kati ml, " +
      "goli ko naam, गोलीको नाम, औषधिको नाम भन, ko goli, " +
      "कुन औषधि, कुन औषधी, कति एमजी, कुन ट्याब्लेट, औषधिको नाम, कुन दबाई, kun ausadhi, kun aushadhi, " +
      "kun ausadi, kun tablet, kun dabai, ausadhi ko naam",
  ),
  direct: {
    sade_sati: words("साढेसाती, साढे साती, साडेसाती, साडे साती, sadesati, sade sati, sadhe sati, saadhe saati"),
    manglik: words("मांगलिक, माङ्गलिक, मङ्गल दोष, मंगल दोष, manglik, mangalik, mangal dosh, mangal dosa"),
  },
  continues: words(
    "अनि, त्यो, यो, त्यसपछि, फेरि, पनि, नि, चाहिँ, ani, tyo, tyaspachhi, feri, pheri, ta, pani, ni, chai, chahi",
  ),
  life: words(
    "भविष्य, जीवन, जिन्दगी, कुण्डली, चिना, भाग्य, ग्रह, दशा, सुखी, bhabishya, bhavishya, jiwan, " +
      "jivan, jindagi, kundali, china, bhagya, graha, dasha, sukhi",
  ),
  personal: words("म, मेरो, मलाई, हाम्रो, मैले, ma, mero, malai, maile, hamro, mylai"),
  matching: words(
    "मिलान, गुण मिलान, कुण्डली मिलान, कुण्डली मिल्छ, कुण्डली मिलेको, गुण मिल्छ, नाडी, नाडी दोष, भकूट, गण दोष, " +
      "मेल खान्छ, मिल्छौं, milan, gun milan, guna milan, kundali milan, kundali milchha, nadi dosh, mel khanchha",
  ),
  offTopic: words(
    "पासवर्ड, डलरको भाउ, भाउ, बनाउने तरिका, पकाउने तरिका, कसरी लेख्ने, पाइथन, विकेट, नदी, पानी पर्छ, " +
      "राजधानी, मौसम, क्रिकेट, फुटबल, प्रधानमन्त्री, चुनाव, निर्वाचन, चुट्किला, जोक, rajdhani, mausam, cricket, " +
      "football, pradhanmantri, pradhan mantri, chunab, chunav, chutkila, joke",
  ),
  yesNo: words(
    "कि नाइँ, कि नाई, कि हुँदैन, कि छैन, कि होइन, कि नहोला, कि नि, ki nai, ki naai, ki hudaina, ki chhaina, " +
      "ki chaina, ki xaina, ki hoina, ki nahola, hola ki, होला कि",
  ),
  kindOpeners: { openers: [], notBefore: [] },
  yesNoOpeners: words("के, ke, k"),
  yesNoEndings: words(
    "हुन्छ, हुन्छु, हुन्छन्, हुन्छे, होला, लाग्छ, पाउँछु, पाउँछ, सक्छु, सक्छ, छ, छन्, जान्छु, जान्छ, मिल्छ, " +
      "हुनुहुन्छ, फर्किन्छ, फर्किनुहुन्छ, आउँछ, बन्छ, सकिन्छ, hunchha, huncha, hunxa, hunchhu, hunxu, " +
      "hunchhan, hunchhe, hunxe, hola, lagchha, lagcha, lagxa, paunchhu, paunchu, paunxu, pauchu, paunchha, " +
      "sakchhu, sakchu, sakxu, sakchha, chha, cha, xa, chhan, janchhu, janchu, jaanchhu, janchha, milchha, " +
      "milcha, hunuhunchha, hunuhunxa, farkinchha, pharkinchha, aunchha, auncha, banchha, sakinchha, sakinxa, " +
      "nikalchhu, nikalxu, garchha, garchhan, garchhu",
  ),
  markers: words(
    "arko, barsa, ni, नि, " +
      "हुन्छ, छ, छु, छन्, मेरो, कहिले, हो, होला, गर्न, गर्नु, हुने, मलाई, हाम्रो, किन, कस्तो, " +
      "बिहे, जागिर, कति, पाउँछु, सक्छु, तपाईं, कुन, अनि, त्यो, गर्ने, हुन्छु, के, छैन, भयो, " +
      "बुझिनँ, सजिलो, धन्यवाद, बुबा, आमा, श्रीमान, श्रीमती, छोरा, छोरी, mero, kahile, kaile, " +
      "hunchha, huncha, hunxa, cha, chha, xa, hola, malai, kasto, kati, kina, garnu, garna, " +
      "paunchu, sakchu, hamro, bihe, biha, jagir, ramro, chu, chhu, tapai, kun, garne, hune, ani, " +
      "chaina, chhaina, bhayo, ma, lai, dhanyabad, buwa, aama, chora, chori, shrimati, shriman, " +
      "bujhina, sajilo, hunchhu, parchha, parcha, milchha, milcha, janchu, sakinchha, ki nai, hunuhunchha, " +
      "lagchha, lagcha, lagxa, bhannus, bhannu, hernus, hernu, garnus, garnu, ho, na, chai, khai, ani, pani, " +
      "kasari, hunchhe, hunxe, paunchha, nikalchhu, ekchoti, feri, pheri, sachchai, sanchai, pakka, barema, " +
      "samma, bhanda, pachhi, pachi, lai, bata, ko, ma, sangai, bhayo, bhaisakyo, gare, garda, hudaina, " +
      "sakchha, janchha, aaudai, chhu, xu, gardai, hajur, sunau, bhana, bhanau, huss, khai, hunna, hudaina, parchha",
  ),
  markerEndings: words(
    "छ, छु, छन्, छौं, छिन्, छे, ला, ेको, एको, नुस्, नुहोस्, दैन, ँदैन, िनँ, ्यो, ुँ, ौं, " +
      "chha, chhu, chhan, chhin, chhe, cha, chu, xa, xu, xan, nus, nuhos, eko, yeko, daina, dina, ula, aula, chhau",
  ),
};
