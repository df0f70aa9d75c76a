/**
 * `/chat?new=1`: the user asked for a new conversation (the sidebar's New chat). Only then does
 * the chat announce 'New conversation started'; a plain visit to /chat starts one quietly.
 */
export const NEW_CHAT_PARAM = 'new';
export const NEW_CHAT_HREF = `/chat?${NEW_CHAT_PARAM}=1`;
