/** The sign page's and the client copy's handlers (they open the Payload client). */
export { getClientCopy, getSignPage, postSignPage } from './sign-route'
