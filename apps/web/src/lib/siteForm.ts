import { useForm } from '@mantine/form';
import type { FormErrors } from './formErrors';

/** The typed numbers both public forms ask for about the installation site. */
interface SiteNumbers {
  building_height: number | string;
  wind_speed: number | string;
}

/**
 * A public form (calculator, diagnostics) validated the same way: every field when it loses focus, and the typed site
 * numbers (building height, wind speed) as they are typed, so a range message shows before leaving the field. A
 * check may answer later (the calculator's, while its rules load).
 */
export function useSiteForm<V extends SiteNumbers>(
  initialValues: V,
  validate: (values: V) => FormErrors | Promise<FormErrors>,
) {
  return useForm<V>({
    initialValues,
    validate,
    validateInputOnBlur: true,
    validateInputOnChange: ['building_height', 'wind_speed'],
  });
}
