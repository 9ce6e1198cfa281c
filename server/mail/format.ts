/** Text inserted into the HTML part of a mail. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values (a subject) must stay on one line. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();
