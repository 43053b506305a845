/** Full page reload, behind a function so tests can observe it. */
export function reloadPage(): void {
  window.location.reload();
}
