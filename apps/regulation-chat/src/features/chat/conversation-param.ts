/** The query parameter of /chat that names the conversation on screen (`/chat?conversation=<id>`). */
export const CONVERSATION_PARAM = 'conversation';
