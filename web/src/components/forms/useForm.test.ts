import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { validateReviewerRegistration } from '@confsys/domain';
import { errorProps, hasErrors, useForm, withoutError, type FieldProps } from './useForm';

describe('errorProps', () => {
  it('shows an error in red under the field', () => {
    expect(errorProps('Name is required.')).toEqual({ error: true, helperText: 'Name is required.' });
    expect(errorProps('Name is required.', 'Your full name.')).toEqual({ error: true, helperText: 'Name is required.' });
  });

  it('shows the hint, or nothing, while there is no error', () => {
    expect(errorProps(undefined, 'Your full name.')).toEqual({ error: false, helperText: 'Your full name.' });
    expect(errorProps(undefined)).toEqual({ error: false, helperText: undefined });
  });
});

describe('withoutError', () => {
  it('clears the error of one field and keeps the others', () => {
    const errors = { name: 'Name is required.', email: 'Email is required.' };
    expect(withoutError(errors, 'name')).toEqual({ email: 'Email is required.' });
    expect(errors).toEqual({ name: 'Name is required.', email: 'Email is required.' });
  });

  it('clears keys that are not values, and leaves errors without that key as they were', () => {
    expect(withoutError({ 'criteriaRatings.originality': 'Rate it.', plagiarism: 'Too long.' }, 'criteriaRatings.originality')).toEqual({ plagiarism: 'Too long.' });
    expect(withoutError({ email: 'Email is required.' }, 'name')).toEqual({ email: 'Email is required.' });
  });
});

describe('hasErrors', () => {
  it('is true only when a validator found something', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors(validateReviewerRegistration({ name: 'Ada', email: 'ada@example.org' }))).toBe(false);
    expect(hasErrors(validateReviewerRegistration({ name: '', email: 'ada@example.org' }))).toBe(true);
  });
});

describe('useForm', () => {
  /** The props field() gives on the first render (a node test renders once, on the server). */
  function firstFields(render: () => Record<string, FieldProps>): Record<string, Omit<FieldProps, 'onChange'>> {
    let fields: Record<string, FieldProps> = {};
    function Probe() {
      fields = render();
      return null;
    }
    renderToStaticMarkup(createElement(Probe));
    return Object.fromEntries(Object.entries(fields).map(([key, { onChange: _onChange, ...props }]) => [key, props]));
  }

  it('gives each text field its name, initial value and hint, with no error before validation', () => {
    const fields = firstFields(() => {
      const { field } = useForm({ name: 'Ada', email: '' }, validateReviewerRegistration);
      return { name: field('name'), email: field('email', 'The address we write to.') };
    });
    expect(fields).toEqual({
      name: { name: 'name', value: 'Ada', error: false, helperText: undefined },
      email: { name: 'email', value: '', error: false, helperText: 'The address we write to.' },
    });
  });

  it('takes the initial values from a function', () => {
    const fields = firstFields(() => {
      const { field } = useForm(() => ({ code: 'oob-123' }));
      return { code: field('code') };
    });
    expect(fields.code).toEqual({ name: 'code', value: 'oob-123', error: false, helperText: undefined });
  });
});
