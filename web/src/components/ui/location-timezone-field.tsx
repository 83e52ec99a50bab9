import { useFormikContext } from 'formik';
import { LocationTimezonePicker } from './location-timezone-picker';

interface LocationValues {
  location: string;
  timezone: string;
}

/** The shared location/timezone picker bound to a formik form with `location` and `timezone` fields. */
export function LocationTimezoneField() {
  const { values, errors, touched, submitCount, setValues, setTouched } = useFormikContext<LocationValues>();
  const show = (field: keyof LocationValues) => (touched[field] || submitCount > 0 ? errors[field] : undefined);
  return (
    <LocationTimezonePicker
      location={values.location}
      timezone={values.timezone}
      locationError={show('location')}
      timezoneError={show('timezone')}
      onChange={(next) => {
        void setValues({ ...values, location: next.location, timezone: next.timezone });
        void setTouched({ ...touched, location: true }, false);
      }}
    />
  );
}
