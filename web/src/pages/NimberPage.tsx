export function NimberPage(_: { params: URLSearchParams }) {
  return <section><h1>Nimber calculator</h1></section>;
}
