import { useFormikContext } from 'formik';
import { LocationTimezonePicker } from './location-timezone-picker';

interface LocationValues {
  location: string;
  timezone: string;
}

/** The shared location/timezone picker bound to a formik form with `location` and `timezone` fields. */
export function LocationTimezoneField() {
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched } = useFormikContext<LocationValues>();
  const show = (field: keyof LocationValues) => (touched[field] || submitCount > 0 ? errors[field] : undefined);
  return (
    <LocationTimezonePicker
      location={values.location}
      timezone={values.timezone}
      locationError={show('location')}
      timezoneError={show('timezone')}
      // Field by field, not `setValues({ ...values, ... })`: this render's `values` can be stale when other
      // fields change in the same batch (a prerendered page hands every typed field over at once), and
      // spreading them would write those fields back to their old values.
      onChange={(next) => {
        void setFieldValue('location', next.location, false);
        void setFieldValue('timezone', next.timezone);
        void setFieldTouched('location', true, false);
      }}
    />
  );
}
