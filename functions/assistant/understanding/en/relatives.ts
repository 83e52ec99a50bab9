/**
 * The family's grown-ups and relatives as people name them ("grandma", "nonna", "hubby", "aunty"): someone who may say,
 * ask, do or hold a thing, but is not one of the account's members.
 */
export const RELATIVE =
  'grandma|grandpa|gran|granny|grandad|nana|nan|nanna|nonna|nonno|yiayia|papou|koro|aunty|auntie|aunt|uncle|mum|mom|mam|mummy|mommy|dad|daddy|cousin|son|daughter|wife|husband|partner|hubby|brother|sister|baby|bub';
