import { describe, expect, it } from 'vitest';

import { journeyTodo, requestTodo, webFormValues } from './journey-todo';

const footprint = {
  id: 'f',
  brand_id: 'b',
  custom_brand_name: null,
  name: 'AGL',
  is_custom: false,
  category: 'energy',
  category_label: 'Energy',
  tags: [],
  data_items: [
    { field: 'address', label: 'Address' },
    { field: 'billing_address', label: 'Billing address' },
    { field: 'post_code', label: 'Post code' },
    { field: 'email', label: 'Email' },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  brand: null,
};

const journey = {
  target_address: '1 Smith St, Brunswick VIC 3056',
  target_email: null,
  target_phone: null,
  moving_date: '2027-03-14',
};

describe('journeyTodo', () => {
  it('lists what to change and the values to copy', () => {
    const todo = journeyTodo(
      journey,
      { fields_to_update: { address: true, email: false, phone: false }, footprint },
      ['address', 'billing_address', 'post_code'],
    );
    expect(todo).toEqual({
      fields: ['address'],
      instruction: 'Update your address with AGL.',
      values: [
        { id: 'address', label: 'New address', value: '1 Smith St, Brunswick VIC 3056' },
        { id: 'moving_date', label: 'Moving day', value: 'Sunday 14 March 2027' },
      ],
      missing: [],
      alsoCheck: ['Billing address', 'Post code'],
    });
  });

  it('names every field switched on and the ones without a new value', () => {
    const todo = journeyTodo(
      { ...journey, target_phone: '0400 000 000' },
      { fields_to_update: { address: true, email: true, phone: true }, footprint },
      [],
    );
    expect(todo.instruction).toBe('Update your address, email and phone with AGL.');
    expect(todo.values.map((v) => v.id)).toEqual(['address', 'moving_date', 'phone']);
    expect(todo.missing).toEqual(['email']);
    expect(todo.alsoCheck).toEqual([]);
  });

  it('says when nothing is switched on', () => {
    const todo = journeyTodo(
      journey,
      { fields_to_update: { address: false, email: false, phone: false }, footprint },
      ['address'],
    );
    expect(todo.fields).toEqual([]);
    expect(todo.values).toEqual([]);
    expect(todo.instruction).toBe('Nothing to change at AGL yet: switch on the details to update.');
  });
});

describe('requestTodo', () => {
  const item = (field: string, value: string) =>
    ({ field, value, outcome: 'pending', reason_code: null, message: null }) as const;

  it("gives a checklist item its kind's script and the values to quote, changes first", () => {
    const todo = requestTodo({
      kind: 'change_of_address',
      effective_date: '2027-03-14',
      items: [
        item('full_name', 'Alex Nguyen'),
        item('account_email', 'alex@example.com'),
        item('customer_number', '42-7'),
        item('address', '1 Smith St, Brunswick VIC 3056'),
        item('address_parts', '{"street_name":"Smith"}'),
      ] as never,
    });
    expect(todo.label).toBe('Change of address');
    expect(todo.say).toBe("I'm calling to update my address on my account.");
    expect(todo.ask[0]).toMatch(/^Update my residential address/);
    expect(todo.instruction).toBeNull();
    expect(todo.values).toEqual([
      { id: 'address', label: 'New address', value: '1 Smith St, Brunswick VIC 3056' },
      { id: 'customer_number', label: 'Customer number', value: '42-7' },
      { id: 'effective_date', label: 'From', value: 'Sunday 14 March 2027' },
    ]);
  });

  it('reads a death notification: the instruction in words, then who died', () => {
    const todo = requestTodo({
      kind: 'notification_of_death',
      effective_date: null,
      items: [
        item('full_name', 'Pat Lee'),
        item('instruction', 'hold_until_probate'),
        item('deceased_name', 'Pat Lee'),
        item('date_of_death', '2026-10-01'),
      ] as never,
    });
    expect(todo.instruction).toBe('Hold the account until probate');
    expect(todo.ask).toContain('If you hold no account for them, please say so.');
    expect(todo.values.map((v) => v.label)).toEqual([
      'Name of the person who died',
      'Date of death',
    ]);
  });
});

describe('webFormValues', () => {
  it('orders the values as a form asks: who you are, old then new value, context, reference', () => {
    const values = webFormValues({
      kind: 'change_of_name',
      effective_date: null,
      reference: 'UPD-7K3M-9QX2',
      items: [
        {
          field: 'name',
          value: 'Priya Shah',
          outcome: 'pending',
          reason_code: null,
          message: null,
        },
        { field: 'basis', value: 'marriage', outcome: 'pending', reason_code: null, message: null },
        {
          field: 'former_name',
          value: 'Priya Patel',
          outcome: 'pending',
          reason_code: null,
          message: null,
        },
        {
          field: 'customer_number',
          value: 'C-99',
          outcome: 'pending',
          reason_code: null,
          message: null,
        },
        {
          field: 'account_email',
          value: 'priya@example.com',
          outcome: 'pending',
          reason_code: null,
          message: null,
        },
        {
          field: 'full_name',
          value: 'Priya Patel',
          outcome: 'pending',
          reason_code: null,
          message: null,
        },
      ],
    });
    expect(values.map((v) => v.id)).toEqual([
      'full_name',
      'account_email',
      'customer_number',
      'former_name',
      'name',
      'basis',
      'reference',
    ]);
    expect(values.at(-1)).toEqual({ id: 'reference', label: 'Reference', value: 'UPD-7K3M-9QX2' });
  });
});
