export default function TcVerificationPage() {
  return null;
}
