export default function LoginPage() {
  return (
    <main>
      <h1>Admin Portal</h1>
      <p>Welcome Back</p>
    </main>
  );
}
