// English words for understanding questions.
import { type Vocabulary, words } from "./vocabulary";

export const en: Vocabulary = {
  areas: {
    career: words(
      "career, job, promotion, promoted, business, work, office, boss, salary hike, profession, " +
        "government job, interview, employment, employer, startup, start up, transfer, posting, " +
        "resign, company, occupation, self-employed, field suits, manager, shop, hired, appraisal, " +
        "unemployed, fired, layoff, new job, switch jobs, private job, field, civil service, shop",
    ),
    marriage: words(
      "love or arranged, marriage, married, marry, wedding, spouse, husband, wife, life partner, " +
        "manglik, mangal dosh, arranged, in-laws, in laws, divorce, wed, bride, groom, matchmaking, " +
        "kundali milan, gun milan, love marriage, arranged marriage, second marriage, remarriage, " +
        "married life, separation, marital",
    ),
    relationships: words(
      "love, relationship, boyfriend, girlfriend, partner, crush, breakup, break up, ex, romance, " +
        "romantic, dating, feelings for me, soulmate, true love, affair, propose, lover, " +
        "come back to me, love life",
    ),
    health: words(
      "die, death, heart attack, accident, live long, how long will i live, " +
        "health, illness, ill, disease, sick, sickness, surgery, operation, hospital, medicine, " +
        "stress, anxiety, depression, tired, pain, fitness, weight, sleep, diabetes, blood pressure, " +
        "cancer, recover, recovery, injury, mental health, body, longevity, lifespan, live long, " +
        "healthy, treatment, thyroid, migraine",
    ),
    finance: words(
      "money, finance, financial, wealth, rich, income, invest, investment, shares, stock, stocks, " +
        "trading, loan, debt, lottery, savings, save money, profit, loss, earn, earning, lent, " +
        "crypto, bank, gold, financially, mutual fund, fixed deposit",
    ),
    education: words(
      "student, student visa, " +
        "study, studies, studying, education, exam, marks, university, college, school, admission, " +
        "degree, masters, master, phd, scholarship, subject, entrance, result, ielts, pte, neet, " +
        "jee, upsc, board exam, pass, learning, mbbs, engineering, higher studies, bachelor, " +
        "see exam, plus two, cbse, cat exam, gate exam",
    ),
    family: words(
      "family, mother, father, parents, mom, dad, mummy, papa, brother, sister, siblings, " +
        "household, relatives, joint family, peace at home, grandmother, grandfather, in my family, " +
        "mother-in-law, father-in-law",
    ),
    children: words(
      "child, children, baby, pregnant, pregnancy, conceive, son, daughter, progeny, kids, kid, " +
        "ivf, fertility, childbirth",
    ),
    travel: words(
      "abroad, foreign, travel, visa, pr, green card, settle, settlement, immigration, overseas, " +
        "australia, america, usa, canada, uk, japan, korea, gulf, dubai, qatar, malaysia, europe, " +
        "trip, journey, migrate, outside the country, relocate, germany, london",
    ),
    property: words(
      "property, house, home loan, land, flat, apartment, plot, real estate, vehicle, car, bike, " +
        "scooter, ancestral, construction, build a house, own house, rent, own home, new home",
    ),
    spirituality: words(
      "spiritual, spirituality, god, deity, worship, puja, pooja, meditation, moksha, dharma, " +
        "karma, temple, pilgrimage, peace of mind, life purpose, purpose of my life, bhakti, mantra, " +
        "past life, soul, ishta devata, sadhana",
    ),
    legal: words(
      "court, case, legal, lawsuit, law suit, lawyer, police, jail, litigation, dispute, enemy, " +
        "enemies, opponent, fir, verdict, justice, property dispute",
    ),
  },
  intents: {
    when: words(
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
        "good night, bye, goodbye, ok thanks, great thanks, thank u, thx",
    ),
  },
  people: {
    spouse: words("husband, wife, spouse, hubby"),
    partner: words("boyfriend, girlfriend, partner, fiance, fiancee, lover"),
    child: words("son, daughter, child, children, kids, kid"),
    parent: words("mother, father, mom, dad, parents, mummy, papa, mother-in-law, father-in-law"),
    sibling: words("brother, sister, siblings, younger brother, elder sister, elder brother, younger sister"),
    friend: words("friend, best friend"),
  },
  possessives: words("my, our"),
  future: words("future, would be, would-be, to be"),
  or: words("or"),
  timeShifts: [
    { words: words("this year, current year"), yearsAhead: 0 },
    { words: words("next year, coming year, following year"), yearsAhead: 1 },
    { words: words("in two years, after two years, in 2 years, after 2 years, year after next"), yearsAhead: 2 },
    { words: words("in three years, after three years, in 3 years, after 3 years"), yearsAhead: 3 },
    { words: words("in five years, after five years, in 5 years, after 5 years"), yearsAhead: 5 },
  ],
  continues: words(
    "and, " + "what about, and what, how about, and in, that, this, it, then, also, same, further, " + "after that",
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
    "capital of, weather, recipe, cook, cricket, football, score, who won, prime minister, " +
      "president, translate, write code, python, javascript, joke, movie, song, news, " +
      "bitcoin price, square root, plus, minus, homework, population of, who invented, " +
      "distance from, meaning of the word, how to make, election",
  ),
  markers: words(
    "the, is, will, when, what, my, i, me, get, how, which, about, should, can, do, does, of, " + "and, or, in",
  ),
};
