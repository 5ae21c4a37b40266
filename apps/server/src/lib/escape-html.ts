/** Text made safe inside a message's HTML body (the bell shows it as HTML). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
