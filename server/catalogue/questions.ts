// The seeded question catalogue: the categories shown as tabs on /questions and in the chat's suggestion box,
// each with questions worded the way people in Nepal and India ask an astrologer. The order here is the order shown.

export interface CatalogueCategory {
  name: string;
  questions: string[];
}

export const CATALOGUE: CatalogueCategory[] = [
  {
    name: "Career",
    questions: [
      "When will I get a stable government job?",
      "Will I get a promotion in my current job this year?",
      "Is business or job better for me according to my kundali?",
      "Should I change my job now or wait for a better time?",
      "Which career field suits me best as per my birth chart?",
      "Will my own business be successful?",
    ],
  },
  {
    name: "Marriage",
    questions: [
      "When will I get married?",
      "Will I have a love marriage or an arranged marriage?",
      "How will my married life be after marriage?",
      "What kind of life partner is written in my kundali?",
      "Am I manglik, and does it affect my marriage?",
      "Why is my marriage getting delayed?",
    ],
  },
  {
    name: "Relationships",
    questions: [
      "Will my current relationship lead to marriage?",
      "Does the person I love have true feelings for me?",
      "Will my partner's family accept our relationship?",
      "When will I find true love?",
      "Why do I keep having misunderstandings with my partner?",
    ],
  },
  {
    name: "Finance",
    questions: [
      "When will my financial condition improve?",
      "Will I become rich in life?",
      "Is this a good time for me to invest in shares or land?",
      "When will I be free from my loans and debts?",
      "Will I get back the money I lent to others?",
    ],
  },
  {
    name: "Health",
    questions: [
      "How will my health be this year?",
      "What should I be careful about for my health according to my chart?",
      "When will my long illness get better?",
      "Why do I feel stressed and tired all the time?",
      "How will my mother's health be in the coming years?",
    ],
  },
  {
    name: "Education",
    questions: [
      "Will I pass my exams with good marks?",
      "Which subject should I choose for higher studies?",
      "Will I get admission in a good university?",
      "Will I clear the Lok Sewa exam?",
      "Is studying abroad good for me?",
    ],
  },
  {
    name: "Foreign Travel",
    questions: [
      "Will I go abroad for work or study?",
      "When will I get my visa?",
      "Will I settle in a foreign country permanently?",
      "Is going to Australia or America good for my future?",
      "Will I be successful if I work in the Gulf or Malaysia?",
    ],
  },
  {
    name: "Family",
    questions: [
      "How will my relationship with my parents be?",
      "Will the disputes in my family end soon?",
      "How is my relationship with my brothers and sisters?",
      "Will there be peace at home this year?",
      "How will my father's support be in my life?",
    ],
  },
  {
    name: "Children",
    questions: [
      "When will we be blessed with a child?",
      "How will my children's future and education be?",
      "Will my son or daughter get a good career?",
      "Is this a good time to plan for a baby?",
      "How will my relationship with my children be?",
    ],
  },
  {
    name: "Property",
    questions: [
      "When will I buy my own house?",
      "Will I get ancestral property?",
      "Is this a good time to buy land or a flat?",
      "When can I buy my own car or bike?",
      "Will the property dispute be solved in my favour?",
    ],
  },
  {
    name: "Spirituality",
    questions: [
      "What does my kundali say about my spiritual path?",
      "Which deity should I worship according to my chart?",
      "How can I find peace of mind?",
      "Is there a pilgrimage like Pashupatinath or Kashi in my destiny?",
      "What is my life purpose according to my birth chart?",
    ],
  },
];
