// The Settings screen's form for the next edition: its acronym, year and name, the settings it takes from
// the current edition and how far its dates move. Checked with the API's own schema before it is sent.
import { CreateEditionRequestSchema, editionPartNames, fieldErrors, shiftMonthsLimits, type CreateEditionRequest, type Edition, type EditionPart, type FieldErrors } from '@confsys/domain';

export interface EditionValues {
  acronym: string;
  year: string;
  name: string;
  shiftMonths: string;
  copy: EditionPart[];
}

export const editionFields = ['acronym', 'year', 'name', 'shiftMonths', 'copy'] as const;
export type EditionField = (typeof editionFields)[number];

/** The parts ticked at first: what every next edition keeps (the identity and committee, the calendar a year on, the fees). */
const usuallyCopied: EditionPart[] = ['identity', 'calendar', 'fees', 'reviewing', 'proceedings'];

/** The form as it opens: the current edition's acronym, the next year, the usual parts, a year's shift. */
export function nextEditionValues(current: Edition | undefined): EditionValues {
  return {
    acronym: current?.acronym ?? '',
    year: current ? String(current.year + 1) : '',
    name: '',
    shiftMonths: String(shiftMonthsLimits.default),
    copy: editionPartNames.filter((part) => usuallyCopied.includes(part)),
  };
}

/** The request the values make (numbers as numbers; an empty name left out: the acronym and year). */
export function editionInput(values: EditionValues): CreateEditionRequest {
  const name = values.name.trim();
  return {
    acronym: values.acronym.trim(),
    year: values.year.trim() === '' ? Number.NaN : Number(values.year),
    ...(name ? { name } : {}),
    copy: values.copy,
    shiftMonths: values.shiftMonths.trim() === '' ? Number.NaN : Number(values.shiftMonths),
  };
}

export function validateEdition(values: EditionValues): FieldErrors<EditionField> {
  return fieldErrors<EditionField>(CreateEditionRequestSchema, editionInput(values));
}
