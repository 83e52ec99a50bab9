import { itemKey } from '../../../../shared/aisles';

/**
 * Things families put on lists that are not groceries: school supplies, clothes, and what goes in a bag for camp, the
 * beach or a trip. Only used to tell a spoken list without commas into its things ("pencils glue sticks and a ruler"):
 * a run of words is cut only when every piece is a thing by name.
 */
const THINGS = `pencil, pen, coloured pencil, colored pencil, crayon, texta, marker, highlighter, felt tip, glue stick, glue,
  ruler, eraser, rubber, sharpener, pencil case, scissors, notebook, exercise book, scrapbook, calculator, protractor,
  compass, stapler, sticky tape, tape, folder, binder, lunchbox, lunch box, drink bottle, water bottle, school bag,
  backpack, book bag, library bag, hat, cap, beanie, sunhat, sunscreen, suncream, zinc, sunglasses, goggles, towel,
  beach towel, swimmers, rashie, rash vest, wetsuit, thongs, flip flops, sandals, shoes, runners, sneakers, trainers,
  boots, gumboots, socks, undies, underwear, pyjamas, pajamas, jumper, hoodie, jacket, raincoat, umbrella, shorts,
  t-shirt, shirt, dress, skirt, leggings, tights, uniform, sports uniform, tracksuit, gloves, scarf, tent, sleeping bag,
  sleeping mat, air mattress, pillow, blanket, torch, flashlight, headlamp, lantern, batteries, charger, phone charger,
  power bank, adaptor, adapter, passport, tickets, first aid kit, plasters, band aids, bandaids, insect repellent,
  bug spray, toothbrush, toothpaste, hairbrush, comb, hair ties, deodorant, camping chair, esky, cooler, ice packs,
  bucket, spade, boogie board, kite, ball, football, soccer ball, netball, basketball, shin pads, mouthguard, helmet,
  bike helmet, racquet, bat, swim cap, kickboard, nappy bag, stroller, pram, car seat, dummy, bib, sippy cup, teddy,
  card, birthday card, wrapping paper, gift bag, candles, balloons, present, gift`;

export const EVERYDAY_THINGS: ReadonlySet<string> = new Set(
  THINGS.split(',')
    .map((w) => w.trim())
    .filter(Boolean)
    .map(itemKey),
);
