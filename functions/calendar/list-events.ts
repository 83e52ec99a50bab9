import { RangeQuerySchema } from '../../shared/schemas/calendar';
import { route, signedIn } from '../http';
import { listOccurrences } from './events';

export const handler = route({ query: RangeQuerySchema }, async (input) => listOccurrences(signedIn(input).userId, input.query.fromDate, input.query.toDate));
