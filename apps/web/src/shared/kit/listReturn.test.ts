import { afterEach, describe, expect, it } from 'vitest';
import { listPath, rememberListSearch } from './listReturn';

afterEach(() => sessionStorage.clear());

describe('the way back from a form to its list', () => {
  it('returns to the search, sort and page the list last showed', () => {
    rememberListSearch('/cluster', '?clusterCode=A&page=3&sortField=clusterCode');
    expect(listPath('/cluster')).toBe('/cluster?clusterCode=A&page=3&sortField=clusterCode');
  });

  it('keeps each list its own, and forgets a search that was cleared', () => {
    rememberListSearch('/cluster', '?page=2');
    rememberListSearch('/reason', '?reasonCode=X');
    rememberListSearch('/cluster', '');
    expect(listPath('/cluster')).toBe('/cluster');
    expect(listPath('/reason')).toBe('/reason?reasonCode=X');
  });
});
