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

  it("returns to the list's own path below its base, with its search", () => {
    rememberListSearch('/astraquest', '?questName=Sprint', '/astraquest/open');
    expect(listPath('/astraquest')).toBe('/astraquest/open?questName=Sprint');
    rememberListSearch('/astraquest', '', '/astraquest/open');
    expect(listPath('/astraquest')).toBe('/astraquest/open');
  });

  it('ignores a stored address outside the list', () => {
    sessionStorage.setItem('dealer.listSearch:/astraquest', '/users?x=1');
    expect(listPath('/astraquest')).toBe('/astraquest');
  });
});
