export function App() {
  return <h1>Portfolio Maker</h1>;
}
