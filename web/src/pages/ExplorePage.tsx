export function ExplorePage(_: { params: URLSearchParams }) {
  return <section><h1>Explore a game</h1></section>;
}
