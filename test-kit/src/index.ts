export { startTestServer, type RecordedRequest, type Reply, type TestServer } from './testServer';
export { renderRoutes, currentLocation, toastTexts } from './render';
export { loginData } from './fixtures';
export {
  startChatCompletionsServer,
  type ChatCompletionsServer,
  type ChatCompletionsRequest,
  type ChatCompletionsOptions,
  type ChatMessage,
} from './chatCompletionsServer';
