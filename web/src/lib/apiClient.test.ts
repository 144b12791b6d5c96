import { describe, expect, it } from 'vitest';
import { ApiPaths, Endpoints } from '@confsys/domain';
import { callPath, formData } from './apiClient';

describe('callPath', () => {
  it('fills path parameters, encoded, as the ApiPaths builders do', () => {
    expect(callPath(Endpoints.publish.path, { paperId: 'P 1/2' })).toBe(ApiPaths.publish('P 1/2'));
    expect(callPath(Endpoints.getPayment.path, { paperId: 'ICCS-0001' })).toBe(ApiPaths.getPayment('ICCS-0001'));
  });

  it('adds the query, leaving out absent values', () => {
    expect(callPath(Endpoints.getReviewComments.path, {}, { paperId: 'ICCS-0001' })).toBe(ApiPaths.getReviewComments('ICCS-0001'));
    expect(callPath(Endpoints.registrationReceipt.path, { registrationId: 'abc' }, { key: undefined })).toBe(ApiPaths.registrationReceipt('abc'));
    expect(callPath(Endpoints.assignedPapers.path, {}, { email: 'a+b@x.org' })).toBe(ApiPaths.assignedPapers('a+b@x.org'));
  });
});

describe('formData', () => {
  it('sends the texts first and each file after them with its name, leaving out what is undefined', () => {
    const receipt = new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });
    const form = formData({ receipt, amount: 500000, reference: 'UTR123', note: undefined });
    expect([...form.keys()]).toEqual(['amount', 'reference', 'receipt']);
    expect(form.get('amount')).toBe('500000');
    expect((form.get('receipt') as File).name).toBe('receipt.pdf');
  });
});
