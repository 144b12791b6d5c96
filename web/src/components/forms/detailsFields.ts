// Text fields described as configs (type, autocomplete, a select's options, layout), and the sections of
// the two registration forms (author account and conference registration) made of them. Free of UI code,
// so the MUI forms (DetailsField) and the prerendered author registration form draw the same fields.
import { genders } from '@confsys/domain';

export interface DetailsFieldConfig<Name extends string> {
  name: Name;
  autoComplete?: string;
  type?: 'email' | 'tel' | 'password';
  /** A select of these choices. */
  options?: readonly string[];
  multiline?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
}

export interface DetailsSection<Name extends string> {
  title: string;
  fields: DetailsFieldConfig<Name>[];
}

type PersonalField = 'name' | 'gender' | 'designation' | 'organization' | 'phone' | 'address';

const personalDetailsFields: DetailsFieldConfig<PersonalField>[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'gender', autoComplete: 'sex', options: genders },
  { name: 'designation', autoComplete: 'organization-title' },
  { name: 'organization', autoComplete: 'organization' },
  { name: 'phone', autoComplete: 'tel-national', type: 'tel' },
  { name: 'address', autoComplete: 'street-address', multiline: true, wide: true },
];

/** A registration form's sections; the forms differ only in the name of the login email field. */
export function registrationSections<Email extends string>(emailField: Email): DetailsSection<PersonalField | Email | 'password' | 'confirmPassword'>[] {
  return [
    { title: 'Personal Details', fields: personalDetailsFields },
    {
      title: 'Login Details',
      fields: [
        { name: emailField, autoComplete: 'email', type: 'email', wide: true },
        { name: 'password', autoComplete: 'new-password', type: 'password' },
        { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
      ],
    },
  ];
}
