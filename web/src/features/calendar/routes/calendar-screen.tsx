import { Page } from '../../../components/ui/page';

/** /calendar: the month view with events and tasks (to be built). */
export function CalendarScreen() {
  return <Page title="Family Calendar" description="Your family's events and tasks by month." />;
}

export default CalendarScreen;
