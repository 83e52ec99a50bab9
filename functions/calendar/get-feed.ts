import { route, signedIn } from '../http';
import { ensureFeedToken, feedUrl } from './feed';

export const handler = route({}, async (input) => ({ url: feedUrl(await ensureFeedToken(signedIn(input).userId)) }));
