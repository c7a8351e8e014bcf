// English words for understanding questions.
import { type Vocabulary, words } from "./vocabulary";

export const en: Vocabulary = {
  areas: {
    career: words(
      "army, military, selected, selection, jobless, line, settle, settled, settle down in career, " +
        "career, job, promotion, promoted, business, work, office, boss, salary hike, profession, " +
        "government job, interview, employment, employer, startup, start up, transfer, posting, " +
        "resign, company, occupation, self-employed, field suits, manager, shop, hired, appraisal, " +
        "unemployed, fired, layoff, new job, switch jobs, private job, field, civil service, shop, retire, " +
        "retirement, officer, firm, restaurant, corporate, teaching, banking, it job, stable income, " +
        "govt job, sarkari job, licence, license, residency, internship, placement, hike",
    ),
    marriage: words(
      "settle down, " +
        "love or arranged, marriage, married, marry, wedding, spouse, husband, wife, life partner, " +
        "manglik, mangal dosh, arranged, in-laws, in laws, divorce, wed, bride, groom, matchmaking, " +
        "kundali milan, gun milan, love marriage, arranged marriage, second marriage, remarriage, " +
        "married life, separation, marital",
    ),
    relationships: words(
      "someone special, wrong people, right person, meet someone, the person im seeing, the person i am seeing, the guy i like, the girl i like, " +
        "love, relationship, boyfriend, girlfriend, partner, crush, breakup, break up, ex, romance, " +
        "romantic, dating, feelings for me, soulmate, true love, affair, propose, lover, " +
        "come back to me, love life",
    ),
    health: words(
      "headache, headaches, back pain, knee, get better, recover, sad, depressed, stroke, " +
        "die, death, heart attack, accident, live long, how long will i live, " +
        "health, illness, ill, disease, sick, sickness, surgery, operation, hospital, medicine, " +
        "stress, anxiety, depression, tired, pain, fitness, weight, sleep, diabetes, blood pressure, " +
        "cancer, recover, recovery, injury, mental health, body, longevity, lifespan, live long, " +
        "healthy, treatment, thyroid, migraine, get better, get well, well soon, be ok, be okay, icu, typhoid, " +
        "kidney, bp, sugar, fever, panic attack, panic attacks, premature, surgery, heart, cholesterol, asthma, " +
        "covid, infection, pain, live, healthy, healty, bed rest, admitted",
    ),
    finance: words(
      "money, finance, financial, wealth, rich, income, invest, investment, shares, stock, stocks, " +
        "trading, loan, debt, lottery, savings, save money, profit, loss, earn, earning, lent, " +
        "crypto, bank, gold, financially, mutual fund, fixed deposit",
    ),
    education: words(
      "mba, bba, bsc, msc, btech, b tech, ca exam, ca finals, graduation, " +
        "student, student visa, " +
        "study, studies, studying, education, exam, marks, university, college, school, admission, " +
        "degree, masters, master, phd, scholarship, subject, entrance, result, ielts, pte, neet, " +
        "jee, upsc, board exam, pass, learning, mbbs, engineering, higher studies, bachelor, " +
        "see exam, plus two, cbse, cat exam, gate exam, fail, failing, failed, stream, science, commerce, arts, " +
        "bank exam, loksewa, 10th, 12th, board, results, tuition, coaching, engineering, engeneering",
    ),
    family: words(
      "tension at home, fighting at home, peace in my house, peace in the house, no peace at home, " +
        "family, mother, father, parents, mom, dad, mummy, papa, brother, sister, siblings, " +
        "household, relatives, joint family, peace at home, grandmother, grandfather, in my family, " +
        "mother-in-law, father-in-law",
    ),
    children: words(
      "kidz, become a mother, become a father, become mother, become father, be a mother, be a father, delivery, " +
        "twins, boy or girl, baby boy, baby girl, blessed with a child, " +
        "child, children, baby, pregnant, pregnancy, conceive, son, daughter, progeny, kids, kid, " +
        "ivf, fertility, childbirth",
    ),
    travel: words(
      "settle in, settle abroad, which country, " +
        "abroad, foreign, travel, visa, pr, green card, settle, settlement, immigration, overseas, " +
        "australia, america, usa, canada, uk, japan, korea, gulf, dubai, qatar, malaysia, europe, " +
        "trip, journey, migrate, outside the country, relocate, germany, london, visit, come back, return home, " +
        "saudi, melbourne, sydney, toronto, new zealand, israel, come home",
    ),
    property: words(
      "property, house, home loan, land, flat, apartment, plot, real estate, vehicle, car, bike, " +
        "scooter, ancestral, construction, build a house, own house, rent, own home, new home",
    ),
    spirituality: words(
      "gemstone, gem, rudraksha, remedy, remedies, upay, pitra dosh, kaal sarp, kaal sarp dosh, shani, " +
        "spiritual, spirituality, god, deity, worship, puja, pooja, meditation, moksha, dharma, " +
        "karma, temple, pilgrimage, peace of mind, life purpose, purpose of my life, bhakti, mantra, " +
        "past life, soul, ishta devata, sadhana",
    ),
    legal: words(
      "court, case, legal, lawsuit, law suit, lawyer, police, jail, litigation, dispute, enemy, bail, " +
        "enemies, opponent, fir, verdict, justice, property dispute",
    ),
  },
  intents: {
    when: words(
      "which day, what day, which date, " +
        "when, which year, what year, which month, how long, how soon, by when, what age, " +
        "at what age, till when, how much longer, timing, right time, good time, auspicious time, " +
        "which age",
    ),
    general: words(
      "how is, how will, how are, how does, how would, look like, what does my chart say, what does my future, according to my chart, tell me about, overall, how is my, how will my",
    ),
    will_it: words(
      "will, would, is this, is that, " +
        "will i, will my, will he, will she, will it, will we, will there, will the, is there, " +
        "are there, can i, do i have, does my, is it possible, any chance, chances, possible, " +
        "should i, am i, is my, would i, could i, is it good, is it, do i, yes or no, succeed",
    ),
    how_many: words("how many, number of, how much"),
    what_kind: words(
      "which deity, which god, which gemstone, " +
        "what kind, what type, which type, which field, which career, what sort, nature of, " +
        "what will my, be like, suits me, suit me, suitable, which line, best for me, " +
        "which business, which profession, which sector, which direction, what will, describe, " +
        "which subject",
    ),
    why: words("why, reason, what is causing, what causes, how come, what is blocking"),
    explain: words(
      "explain, more simply, simpler, simple words, in detail, tell me more, elaborate, " +
        "what do you mean, what does that mean, didn t understand, did not understand, " +
        "don t understand, clarify, continue, go on, more detail, details, say that again, simply, " +
        "in short",
    ),
    greeting: words(
      "hi, hello, hey, namaste, namaskar, thanks, thank you, good morning, good evening, " +
        "good night, bye, goodbye, ok thanks, great thanks, thank u, thx, ok, okay, hlo, helo, hii, see you, " +
        "see you later, gn, gm, ty, tysm, noted, got it, understood, cool",
    ),
  },
  people: {
    spouse: words("husband, wife, spouse, hubby, wifey, better half, mister, missus, hubbys"),
    partner: words("boyfriend, girlfriend, partner, fiance, fiancee, lover, bf, gf, fiancé, fiancée"),
    child: words("son, daughter, child, children, kids, kid, sons, daughters, elder son, younger son"),
    father: words("father, dad, daddy, papa, pappa, pops, old man, pitaji, babuji"),
    mother: words("mother, mom, mum, mummy, mommy, mamma, maa, mataji"),
    parents: words(
      "mom n dad, mum n dad, mom & dad, both parents, " +
        "parents, mom and dad, mum and dad, mother and father, father and mother",
    ),
    elder_sibling: words(
      "big sis, big bro, elder sis, older sis, " +
        "elder brother, elder sister, older brother, older sister, big brother, big sister, eldest brother, " +
        "eldest sister, elder bro, elder sis",
    ),
    younger_sibling: words(
      "youger brother, youger sister, younger bro, younger sis, small bro, " +
        "younger brother, younger sister, little brother, little sister, kid brother, kid sister, " +
        "youngest brother, youngest sister, small brother, small sister",
    ),
    sibling: words("brother, sister, sibling, siblings, bro, sis"),
    in_law: words(
      "mother-in-law, father-in-law, brother-in-law, sister-in-law, mother in law, father in law, " +
        "brother in law, sister in law, in-laws, in laws, inlaws, son-in-law, daughter-in-law, son in law, " +
        "daughter in law",
    ),
    friend: words("friend, best friend, bestie, close friend, friends"),
    other: words(
      "employee, student, landlord, business partner, cousin, " +
        "boss, neighbour, neighbor, colleague, cousin, uncle, aunt, aunty, nephew, niece, grandfather, " +
        "grandmother, grandpa, grandma, manager, landlord, client, teacher",
    ),
  },
  indefinite: words("a, an, any, some, another, future, would be, to be"),
  possessives: words("my, our"),
  future: words("future, would be, would-be, to be"),
  or: words("or"),
  time: {
    ahead: [
      { words: words("this year, current year, this yr"), years: 0 },
      { words: words("next year, coming year, following year, next yr, upcoming year"), years: 1 },
      { words: words("year after next, the year after next"), years: 2 },
    ],
    afterPrevious: words(
      "the year after that, year after that, and the year after, the year after, the next year after that, " +
        "the one after that, after that year, the following one",
    ),
    by: words("by, before, until, till, upto, up to, by the time, no later than"),
    within: words("within, next, coming, in the next, over the next"),
    after: words("in, after, from now"),
    years: words("year, years, yrs, yr"),
    age: words("age, aged, turn, turns, i am, i m"),
    numbers: {
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      couple: 2,
      few: 3,
    },
  },
  simplify: words(
    "yes or no, one word, in one word, one word answer, what do you mean, didnt get, did not get, " +
      "just tell me the year, just the year, only the year, no planets, without planets, just tell good or bad, " +
      "good or bad, dont know astrology words, don t know astrology, " +
      "simple, simpler, simply, simple words, plain words, plain english, easy words, in easy, layman, " +
      "no jargon, without jargon, without the jargon, too technical, didn t understand, did not understand, " +
      "don t understand, dont understand, didnt understand, not clear, confusing, confused, eli5, in short, " +
      "short answer, summarise, summarize, bottom line, in one line",
  ),
  askAgain: words(
    "confident, are you confident, very sure, " +
      "u sure, r u sure, sure, check properly, check once more, once more, can t be, cant be, that can t be, " +
      "are you sure, you sure, really, is that true, is that correct, is it correct, check again, recheck, " +
      "re check, double check, confirm, for sure, are you certain, seriously, can you check, look again",
  ),
  tasks: words(
    "write me, write my, write a, cover letter, resume, my cv, an essay, essay on, application letter, email to, " +
      "letter to, translate this, translate it, translation of, summarize this, write code, code for, python code, " +
      "java code, a program, a poem, poem on, poem about, my homework, my assignment, caption for, bio for, make a list",
  ),
  instructions: words(
    "real person, or a bot, a bot, ai model, chatgpt, " +
      "ignore your, ignore previous, ignore all, ignore the above, previous instructions, your instructions, " +
      "system prompt, your prompt, you are now, pretend to be, pretend you, act as, roleplay, jailbreak, " +
      "developer mode, dan mode, your rules, forget your, override, which model, what model, are you chatgpt, " +
      "are you gpt, are you an ai, are you ai, are you a bot, are you human, who made you, who created you, " +
      "forget you are, from now you are, from now on you are, teach me to hack, how to hack, sabai niyam",
  ),
  prescriptions: words(
    "mg, ml, syrup, cetamol, metformin, sitamol, " +
      "which medicine, what medicine, which tablet, what tablet, which pill, what pill, dosage, dose, " +
      "how many mg, prescribe, prescription, antibiotic, paracetamol, painkiller, which drug, what drug, " +
      "medicine should i take, tablets should i take, medicine for",
  ),
  direct: {
    sade_sati: words("sade sati, sadesati, sadhe sati, saade saati, sade sathi, shani sade sati, 7.5 years of saturn"),
    manglik: words("manglik, mangalik, mangal dosh, mangal dosha, kuja dosha, mars dosha, manglik dosh"),
  },
  continues: words(
    "too, as well, also, same for, same, for my, check for, there, then, again, " +
      "and, " +
      "what about, and what, how about, and in, that, this, it, then, also, same, further, " +
      "after that",
  ),
  life: words(
    "future, my life, kundali, kundli, horoscope, chart, birth chart, dasha, mahadasha, planets, " +
      "luck, fortune, destiny, happy, happiness, overall, coming years, stars, lucky",
  ),
  personal: words("i, my, me, mine, myself, we, our, us"),
  matching: words(
    "compatible, compatibility, our match, the match, our matching, kundali matching, kundli matching, " +
      "horoscope matching, guna, gunas, guna milan, gun milan, koota, kootas, kuta, ashtakoot, ashtakoota, " +
      "nadi, nadi dosha, bhakoot, bhakut, gana dosha, match with, matched, good match",
  ),
  offTopic: words(
    "wether, solve this, how to loose, how to lose weight, lose weight, password, for loop, dollar rate, " +
      "capital of, weather, recipe, cook, cricket, football, score, who won, prime minister, " +
      "president, translate, write code, python, javascript, joke, movie, song, news, " +
      "bitcoin price, square root, plus, minus, homework, population of, who invented, " +
      "distance from, meaning of the word, how to make, election, capital, riddle, scientific, prove it, " +
      "make money online, lol just kidding, girlfriend from now",
  ),
  yesNo: words("or not, yes or no, any chance, any possibility, is there any, is there a"),
  kindOpeners: {
    openers: words("what, which, wat, wht"),
    notBefore: words(
      "is, are, was, were, will, would, does, do, did, should, can, could, about, if, happens, happened, to, s, i, " +
        "my, you, your, it, this, that, then, one, year, month, age, time, date, day, shall, has, have, else, more",
    ),
  },
  yesNoOpeners: words(
    "is, are, will, would, can, could, do, does, did, am, should, shall, has, have, may, might, wil, r, cn, shud",
  ),
  yesNoEndings: words("or not, right, possible"),
  markers: words(
    "the, is, will, when, what, my, i, me, get, how, which, about, should, can, do, does, of, " +
      "and, or, in, a, an, for, with, your, you, this, that, there, be, it, are, have, has, to, at, on, from, " +
      "please, tell, year",
  ),
  markerEndings: [],
};
