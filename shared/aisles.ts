/**
 * Aisles of the Shopping list (docs/decisions/0014): the built-in dictionary of grocery words, how an item's
 * text is compared (duplicates, remembered aisles), and which aisle an item goes to. Free of zod, so the web
 * can import it.
 */

export const AISLES = ['produce', 'dairy', 'bakery', 'meat and fish', 'frozen', 'pantry', 'drinks', 'household', 'baby', 'other'] as const;
export type Aisle = (typeof AISLES)[number];

/** Words and phrases per aisle, British and American names side by side; plurals are matched by itemKey. */
const WORDS: Record<Exclude<Aisle, 'other'>, string> = {
  produce: `apple, banana, orange, clementine, satsuma, tangerine, mandarin, lemon, lime, grapefruit, grape, pear, peach,
    nectarine, plum, apricot, cherry, strawberry, raspberry, blueberry, blackberry, cranberry, gooseberry, berry, kiwi,
    kiwi fruit, mango, pineapple, melon, watermelon, cantaloupe, papaya, passion fruit, pomegranate, fig, date, avocado, avo, avos,
    coconut, rhubarb, tomato, cherry tomato, potato, sweet potato, yam, new potato, onion, red onion, spring onion,
    green onion, scallion, shallot, garlic, ginger, carrot, parsnip, swede, rutabaga, turnip, beetroot, beet, radish,
    celery, celeriac, cucumber, courgette, zucchini, aubergine, eggplant, pepper, bell pepper, capsicum, chilli, chili,
    jalapeno, lettuce, iceberg, romaine, cos, rocket, arugula, spinach, kale, chard, cabbage, red cabbage, cauliflower,
    broccoli, tenderstem, brussels sprout, sprout, asparagus, leek, fennel, artichoke, corn on the cob, sweetcorn cob,
    green bean, runner bean, french bean, string bean, mangetout, snow pea, sugar snap pea, pea pod, squash,
    butternut squash, pumpkin, mushroom, button mushroom, herb, basil, parsley, coriander, cilantro, mint, dill,
    rosemary, thyme, sage, chive, salad, salad leaves, bagged salad, fruit, veg, vegetable, watercress,
    bean sprout, pak choi, bok choy, okra, plantain, lemongrass, curry leaves, methi, fenugreek leaves, bhindi,
    brinjal, karela, bitter gourd, bottle gourd, edamame, guava, lychee, dragon fruit, persimmon, jackfruit`,
  dairy: `milk, semi skimmed milk, skimmed milk, whole milk, oat milk, almond milk, soy milk, soya milk, butter, margarine,
    spread, cheese, cheddar, mozzarella, parmesan, feta, halloumi, brie, camembert, stilton, gouda, cream cheese,
    cottage cheese, ricotta, mascarpone, grated cheese, string cheese, cheese slices, yoghurt, yogurt, greek yoghurt,
    greek yogurt, fromage frais, cream, double cream, heavy cream, single cream, light cream, whipping cream,
    sour cream, soured cream, creme fraiche, custard, egg, free range eggs, buttermilk, kefir, ghee, quark,
    half and half, coffee creamer, hummus, houmous, pesto, fresh pasta, tofu, labneh, laban, cheese sticks, curd, dahi, paneer, ayran, babybel, yakult, skyr`,
  bakery: `bread, loaf, wholemeal bread, whole wheat bread, white bread, sourdough, baguette, roll, bread roll, bun,
    burger bun, hot dog bun, bagel, croissant, pain au chocolat, muffin, english muffin, crumpet, pitta, pita, naan,
    wrap, tortilla, flatbread, brioche, teacake, scone, cake, cupcake, doughnut, donut, danish, pastry, pie,
    sausage roll, crackers, crispbread, arabic bread, khubz, rye bread, ciabatta, focaccia, garlic bread, breadsticks, hot cross bun,
    pancake, waffle, cookie dough, roti, chapati, paratha, samoon, manakish, lebanese bread, lamingtons`,
  'meat and fish': `chicken, chicken breast, chicken thigh, chicken wing, drumstick, whole chicken, turkey, duck, beef,
    steak, mince, beef mince, ground beef, ground turkey, burger, pork, pork chop, gammon, ham, bacon, streaky bacon,
    back bacon, sausage, hot dog, frankfurter, chorizo, salami, pepperoni, lamb, lamb chop, leg of lamb, roast,
    brisket, ribs, meatball, liver, veal, venison, fish, salmon, smoked salmon, cod, haddock, tuna steak, mackerel,
    sardine, trout, sea bass, tilapia, prawn, shrimp, king prawn, scampi, crab, lobster, mussel, clam, oyster, squid,
    calamari, fish fingers, fish sticks, deli meat, cold cuts, sliced ham, prosciutto, pate, meat, seafood, kipper`,
  frozen: `frozen peas, pea, frozen vegetables, frozen veg, frozen fruit, frozen berries, frozen pizza, pizza, ice cream,
    ice lolly, popsicle, ice, ice cubes, oven chips, french fries, fries, hash browns, frozen chips, potato waffles,
    frozen fish, fish pie, ready meal, tv dinner, frozen meal, frozen prawns, frozen sweetcorn, frozen spinach,
    sorbet, frozen yoghurt, frozen yogurt, chicken nuggets, nuggets, veggie burgers, frozen dessert, ice pop, frozen pastry, puff pastry, shortcrust pastry, filo, yorkshire pudding`,
  pantry: `rice, basmati, brown rice, risotto rice, pasta, spaghetti, penne, fusilli, macaroni, lasagne, lasagna, noodles,
    egg noodles, couscous, quinoa, bulgur, oats, porridge oats, oatmeal, porridge, cereal, cornflakes, granola, muesli,
    flour, plain flour, all purpose flour, self raising flour, self rising flour, bread flour, sugar, caster sugar,
    superfine sugar, icing sugar, powdered sugar, brown sugar, honey, maple syrup, golden syrup, syrup, jam, jelly,
    marmalade, peanut butter, nutella, chocolate spread, baking powder, baking soda, bicarbonate of soda, yeast,
    vanilla, vanilla extract, cocoa, chocolate chips, salt, pepper grinder, black pepper, spice, cumin, paprika,
    turmeric, cinnamon, nutmeg, oregano, curry powder, chilli flakes, stock, stock cubes, bouillon, broth, gravy,
    gravy granules, oil, olive oil, vegetable oil, sunflower oil, rapeseed oil, canola oil, coconut oil, vinegar,
    balsamic, soy sauce, ketchup, tomato ketchup, tomato sauce, mayonnaise, mayo, mustard, brown sauce, bbq sauce,
    barbecue sauce, hot sauce, salad dressing, relish, pickle, chutney, worcestershire sauce, pasta sauce,
    passata, tinned tomatoes, canned tomatoes, chopped tomatoes, tomato puree, tomato paste, baked beans, beans,
    kidney beans, chickpeas, garbanzo beans, lentils, black beans, tinned tuna, canned tuna, tuna, sweetcorn, corn,
    tinned soup, canned soup, soup, coconut milk, olives, capers, crisps, chips, tortilla chips, pretzels, popcorn,
    nuts, peanuts, almonds, cashews, walnuts, raisins, sultanas, dried fruit, seeds, biscuits, cookies,
    chocolate, sweets, candy, chewing gum, cereal bars, granola bars, protein bars, rice cakes, jelly sweets, custard powder,
    gelatin, jelly crystals, tea bags, coffee, instant coffee, ground coffee, coffee beans, hot chocolate, cocoa powder,
    breadcrumbs, cornflour, cornstarch, stuffing, instant noodles, pot noodle, mac and cheese, tortilla wraps,
    taco shells, taco, salsa, curry paste, tahini, sesame oil, spam, dog food, cat food, pet food, weetbix, weet-bix,
    vegemite, milo, rice bubbles, tim tams, muesli bars, zaatar, za'atar, cardamom, saffron,
    dal, daal, dhal, toor dal, moong dal, masoor dal, urad dal, chana, chana dal, besan, chickpea flour, atta, maida,
    sooji, semolina, poha, vermicelli, garam masala, masala, chilli powder, coriander powder, jaggery, tamarind, freekeh,
    harissa, sumac, pomegranate molasses, date syrup, rose water, pine nuts, pistachios, sesame seeds, chia seeds,
    hazelnuts, pecans, coconut cream, fish sauce, oyster sauce, sriracha, sweet chilli sauce`,
  drinks: `water, sparkling water, mineral water, bottled water, juice, orange juice, apple juice, cranberry juice,
    smoothie, orange squash, cordial, lemonade, cola, coke, diet coke, pepsi, soda, fizzy drinks,
    soft drinks, pop, tonic, tonic water, ginger ale, ginger beer, energy drink, sports drink, iced tea, kombucha,
    beer, lager, ale, cider, wine, red wine, white wine, rose, prosecco, champagne, gin, vodka, whisky, whiskey, rum,
    tequila, brandy, sparkling wine, alcohol free beer, non alcoholic beer, milkshake, coconut water`,
  household: `toilet paper, toilet roll, loo roll, kitchen roll, paper towels, tissues, kleenex, napkins, serviettes,
    washing up liquid, dish soap, dishwasher tablets, dishwasher pods, dishwasher detergent, dishwasher salt, rinse aid,
    laundry pods, laundry capsules, wet wipes, cleaning wipes, disinfectant wipes,
    laundry detergent, washing powder, washing liquid, fabric softener, fabric conditioner, bleach, disinfectant,
    surface spray, all purpose cleaner, multi surface cleaner, glass cleaner, toilet cleaner, sponge,
    scourer, cloths, dishcloth, bin bags, bin liners, trash bags, garbage bags, rubbish bags, cling film, clingfilm,
    plastic wrap, saran wrap, foil, tin foil, aluminium foil, aluminum foil, baking paper, parchment paper,
    greaseproof paper, sandwich bags, freezer bags, ziploc bags, zip lock bags, batteries, light bulbs, candles,
    matches, air freshener, soap, hand soap, hand wash, shower gel, body wash, shampoo, conditioner, toothpaste,
    toothbrush, dental floss, mouthwash, deodorant, razors, shaving foam, shaving cream, sunscreen, sun cream,
    moisturiser, moisturizer, lotion, cotton wool, cotton balls, cotton buds, q tips, plasters, band aids,
    bandages, paracetamol, ibuprofen, painkillers, panadol, nurofen, calpol, tylenol, advil, antihistamine, bandaids, vitamins, sanitary towels, tampons, pads, rubber gloves,
    cleaning spray, kitty litter, cat litter, washing up gloves, lightbulb, dusters, mop, broom, descaler, limescale remover, hand sanitiser, hand sanitizer, sanitiser, nappy sacks,
    dish brush`,
  baby: `nappies, diapers, baby wipes, wipes, baby food, baby formula, formula, infant formula,
    follow on milk, baby milk, baby rice, rusks, teething gel, nappy cream, diaper cream, barrier cream,
    baby shampoo, baby bath, baby lotion, baby oil, baby powder, dummy, pacifier, bottle teats, nappy bags,
    diaper bags, swim nappies, pull ups, training pants, muslins, bibs, baby snacks, pouches, fruit pouches, baby cereal, teething rusks`,
};

/** Modifiers that decide the aisle whatever follows them ("frozen peas", "baby wipes"). */
// Not "baby": baby spinach and baby carrots are produce (the baby aisle's words are listed whole).
const LEADING: Record<string, Aisle> = { frozen: 'frozen', tinned: 'pantry', canned: 'pantry', dried: 'pantry' };

/** Words that say how much, not what: skipped when finding the aisle ("2 litres milk"). */
const MEASURES = new Set(
  'a an of x pack packs packet packets bag bags box boxes bottle bottles tin tins can cans jar jars carton cartons tub tubs bunch bunches dozen half kg g gram grams kilo kilos litre litres liter liters l ml pint pints lb lbs oz large small big medium some more few lots one two three four five six couple loaf loaves punnet punnets block blocks pot pots little giant huge'.split(
    ' ',
  ),
);

/** An item without how much of it is said first: "2 x milk", "a big tub of greek yoghurt" → "milk", "greek yoghurt". */
export function withoutAmount(text: string): string {
  const said = text.trim().split(/\s+/);
  let at = 0;
  while (at < said.length - 1 && (MEASURES.has(said[at].toLowerCase()) || /^\d/.test(said[at]))) at++;
  return said.slice(at).join(' ');
}

/** One word's comparable form: lower case, the common plural and -y/-ie endings taken off, so "berries" meets "berry". */
function stem(word: string): string {
  if (word.length <= 3 || /ss$|us$|is$/.test(word)) return word;
  for (const [end, keep] of [
    ['ies', 3],
    ['ie', 2],
    ['es', 2],
    ['e', 1],
    ['y', 1],
    ['s', 1],
  ] as const) {
    if (word.endsWith(end) && word.length - keep >= 3) return word.slice(0, -keep);
  }
  return word;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/**
 * The comparable form of an item's text: two items with the same key are the same thing ("Eggs", "egg",
 * "eggs."), and a family's remembered aisle is kept under it. Empty for text with no letters or digits.
 */
export const itemKey = (text: string) => words(text).map(stem).join(' ');

/** The built-in dictionary as [word or phrase, aisle] pairs, as written. */
export const dictionaryWords = (): Array<[string, Aisle]> =>
  (Object.entries(WORDS) as Array<[Aisle, string]>).flatMap(([aisle, list]) =>
    list
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean)
      .map((w) => [w, aisle] as [string, Aisle]),
  );

// Built on first use: a handler that never files a grocery does not pay for it at cold start.
let dictionary: ReadonlyMap<string, Aisle> | undefined;
const inDictionary = (key: string) => (dictionary ??= new Map(dictionaryWords().map(([w, aisle]) => [itemKey(w), aisle]))).get(key);

/**
 * The aisle of an item on the Shopping list: the family's own choice for this text first (a person moved
 * it), then the longest phrase of the dictionary found in the text, the last words first ("chicken stock"
 * is stock, in the pantry), else 'other'.
 */
export function aisleOf(text: string, familyChoices: Readonly<Record<string, string>> = {}): Aisle {
  const key = itemKey(text);
  const chosen = familyChoices[key];
  if (chosen && (AISLES as readonly string[]).includes(chosen)) return chosen as Aisle;
  const whole = inDictionary(key);
  if (whole) return whole;
  const stems = words(text)
    .filter((w) => !MEASURES.has(w) && !/^\d/.test(w))
    .map(stem);
  if (!stems.length) return 'other';
  const named = inDictionary(stems.join(' '));
  if (named) return named;
  const leading = LEADING[stems[0]];
  if (leading) return leading;
  for (let size = stems.length - 1; size >= 1; size--) {
    for (let start = stems.length - size; start >= 0; start--) {
      const found = inDictionary(stems.slice(start, start + size).join(' '));
      if (found) return found;
    }
  }
  return 'other';
}
