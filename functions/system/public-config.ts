import { route } from '../http';
import { assistantNumber } from '../whatsapp/connections';

/** Public settings the web app reads at run time instead of baking them into the build. */
export const handler = route({}, async () => ({ supportWhatsapp: assistantNumber() }));
