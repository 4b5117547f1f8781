import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client's error messages: what happened and what to do about it.
extension FigmaClient {
    /// An HTTP status that is not success (after any retries).
    static func failure(status: Int, body: Data, endpoint: String, what: String, retried: Int) -> String {
        let detail = (try? JSONDecoder().decode(FigmaAPI.ErrorBody.self, from: body)).flatMap { $0.err ?? $0.message }
        let answer = "HTTP \(status)" + (detail.map { ": \($0)" } ?? "")
        switch status {
        case 401, 403:
            return "error: Figma refused the token for \(what) (\(answer)); FIGMA_ACCESS_TOKEN must be a valid personal access token with the file_content:read scope and access to the file"
        case 404:
            return "error: Figma has no \(what) (\(answer)); check the file key in the schema's figma URL"
        case 429:
            return "error: Figma still rate-limits GET \(endpoint) after \(retried) retries (\(answer)); try again later"
        default:
            let retries = retried > 0 ? " after \(retried) retries" : ""
            return "error: Figma answered GET \(endpoint) with \(answer)\(retries)"
        }
    }

    /// A request that got no complete answer: timeout, connection refused, cut short.
    static func transportFailure(_ error: any Error, endpoint: String, timeout: Double) -> String {
        let code = (error as? URLError)?.code
        let description = (error as NSError).localizedDescription
        if description.contains("transfer closed") || description.contains("remaining to read") {
            return "error: the response to GET \(endpoint) was cut short (\(description)); try again"
        }
        switch code {
        case .timedOut?:
            return "error: Figma did not answer GET \(endpoint) within \(NumberFormat.plain(timeout)) s; try again, or raise --timeout"
        case .networkConnectionLost?:
            return "error: the response to GET \(endpoint) was cut short (the connection closed before the whole body arrived); try again"
        default:
            return "error: cannot reach Figma for GET \(endpoint): \(description)"
        }
    }

    /// A 2xx body that is not the expected JSON: truncated, or another shape.
    static func undecodable(_ data: Data, response: HTTPURLResponse, endpoint: String, error: any Error) -> String {
        if let length = response.value(forHTTPHeaderField: "Content-Length").flatMap(Int.init), length > data.count {
            return "error: the response to GET \(endpoint) was cut short: \(data.count) of \(length) bytes; try again"
        }
        let trimmed = data.last { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        if trimmed != UInt8(ascii: "}") {
            return "error: the response to GET \(endpoint) is truncated JSON (\(data.count) bytes, no closing brace); try again"
        }
        return "error: unexpected response to GET \(endpoint): \(FigmaError.describe(error))"
    }
}
