/**
 * A sentence with a time put in it: "Le llamaremos el {time}." with a time that ends in "a.m."
 * read "a.m.." — one period ends both.
 */
export function withTime(template: string, time: string): string {
  return template.replace('{time}', time).replace(/\.\.(?=\s|$)/g, '.')
}
