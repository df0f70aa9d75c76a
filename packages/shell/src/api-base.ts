/** Where the page's API lives: same origin by default; `VITE_API_URL` points a standalone build at another host. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api';
