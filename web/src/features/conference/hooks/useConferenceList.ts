// The editor of one of the Conference form's lists (the highlights, the committee's groups): its items
// are the form's list of that name, and the errors under that name go once the list changes shape.
import { useListEditor } from '../../../components/forms/useListEditor';
import { keepChange, withoutErrorsUnder, type ConferenceValues, type ListFieldsProps } from '../utils/conferenceForm';

type ListName = 'highlights' | 'committee';
type ItemOf<Name extends ListName> = ConferenceValues[Name][number];

interface ConferenceList<Name extends ListName> {
  /** A new item with this key. */
  make: (key: string) => ItemOf<Name>;
  /** An item as a sentence names it: what it says, or its place. */
  nameOf: (item: ItemOf<Name>, index: number) => string;
  /** What the ids of an item's move buttons start with, before its key. */
  idPrefix: string;
}

export function useConferenceList<Name extends ListName>({ values, setValues, setErrors, announce }: ListFieldsProps, name: Name, list: ConferenceList<Name>) {
  return useListEditor<ItemOf<Name>>({
    items: values[name],
    setItems: (update) => setValues((current) => ({ ...current, [name]: update(current[name]) })),
    make: list.make,
    dropPlaceErrors: () => setErrors((current) => withoutErrorsUnder(current, name)),
    nameOf: list.nameOf,
    announce,
    keep: keepChange,
    idPrefix: (item) => `${list.idPrefix}-${item.key}`,
  });
}
