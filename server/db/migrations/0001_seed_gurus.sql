-- The gurus every user and guest is assigned one of. Their portraits are the app's own SVGs.
INSERT INTO "guru_profiles" ("name", "expertise", "profile_description", "image_url") VALUES
  ('Guru Shankar Acharya', 'Vedic astrology (Parashari), career and timing', 'Reads your birth chart the classical way: houses, lords, aspects and the Vimshottari periods you are running. Calm, practical answers grounded in your own chart.', '/images/gurus/shankar.svg'),
  ('Guru Maya Devi', 'Vedic astrology, marriage and relationships', 'Looks at the 5th and 7th houses, Venus and the navamsa to talk about love, partnership and family with warmth and care.', '/images/gurus/maya.svg'),
  ('Guru Narayan Sharma', 'Vedic astrology, education, health and wellbeing', 'Focuses on the lagna, the Moon and the running dasha to give steady, kind guidance about study, health and everyday life.', '/images/gurus/narayan.svg');
