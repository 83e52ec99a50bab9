import { RangeQuerySchema } from '../../shared/schemas/calendar';
import { route, signedIn } from '../http';
import { listCalendar } from '../subscriptions/calendar-view';

export const handler = route({ query: RangeQuerySchema }, async (input) => listCalendar(signedIn(input), input.query.fromDate, input.query.toDate));
