import { DetailField } from './event-detail-field';

/** Every event may pass on a new email or phone. */
export function ContactFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DetailField
        name="target_email"
        label="New email"
        optional
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <DetailField name="target_phone" label="New phone" optional type="tel" autoComplete="tel" />
    </div>
  );
}
