type Typed = { field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };

type Field = Typed['field'];

/** What a field held in the prerendered HTML. */
function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected);
    return chosen?.value ?? field.options[0]?.value ?? '';
  }
  return field.defaultValue;
}

const TEXT_LIKE = /^(?:text|email|tel|url|search|password|number)$/;

/** The fields under `root` whose value the visitor changed before React took over. */
export function typedBeforeHydration(root: HTMLElement): Typed[] {
  const fields = [...root.querySelectorAll<Field>('input, textarea, select')].filter(
    (field) => !(field instanceof HTMLInputElement) || TEXT_LIKE.test(field.type),
  );
  return fields
    .filter((field) => field.value !== initialValue(field))
    .map((field) => ({ field, value: field.value }));
}

/**
 * Hands each value to React as if typed now. React notices a change by comparing the field with
 * the last value it saw (its tracker, which wraps the element's own `value` property): show it the
 * prerendered value, put the typed one back through the prototype's setter (unseen), then send
 * the input or change event, so the component's onChange updates its state.
 */
export function replayTyped(typed: Typed[]) {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    // Typing may have gone on while React hydrated: the newest text wins.
    const latest = field.value !== initialValue(field) ? field.value : value;
    field.value = initialValue(field);
    const prototype = Object.getPrototypeOf(field) as object;
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    setter?.call(field, latest);
    const type = field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(type, { bubbles: true }));
  }
}
