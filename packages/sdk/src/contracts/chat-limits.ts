/** The spec's chat limit: a message is at most this many characters after trimming. */
export const QUERY_MAX_LENGTH = 1000;
