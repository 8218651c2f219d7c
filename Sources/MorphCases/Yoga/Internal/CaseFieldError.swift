/// A field error before the case name is known: the path segments and the problem.
struct CaseFieldError: Error {
    var path: CasePath
    var problem: FlexCaseError.Problem
}
