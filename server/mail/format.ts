/** Header values (a subject) must stay on one line. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();
